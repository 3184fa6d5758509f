import "server-only";
import { z } from "@/lib/cams/zod";
import { audit } from "@/lib/console/audit";
import { type ConsoleUser, requirePermission } from "@/lib/console/auth/session";
import { noStoreJson, refusedRoute } from "@/lib/console/json-route";
import type { Db } from "@/lib/db";

const isUuid = (id: string) => z.uuid().safeParse(id).success;

type Download = { bytes: Uint8Array; fileName: string; contentType: string; audit: AuditOf };
type AuditOf = { action: string; after: Record<string, unknown> };

/**
 * A case file as a download, for a role that may see the case: session and role first
 * (refusals audited), the ids checked, then the bytes as an attachment with `nosniff` and a
 * sandboxing CSP, so even a file a browser would render stays a download. Every download is
 * audited with what was handed out.
 */
export async function caseDownload(
  caseId: string,
  ids: string[],
  read: (ctx: { db: Db; user: ConsoleUser }) => Promise<Download | null>,
): Promise<Response> {
  const check = await requirePermission("cases.view");
  if (!check.ok) return refusedRoute(check.reason, "Your role cannot see compliance cases.");
  const notFound = noStoreJson({ message: "There is no such file on this case." }, 404);
  if (![caseId, ...ids].every(isUuid)) return notFound;
  const file = await read({ db: check.db, user: check.user });
  if (!file) return notFound;
  await audit(check.db, {
    actor: { id: check.user.id, email: check.user.email },
    action: file.audit.action,
    target: { type: "case", id: caseId },
    after: file.audit.after,
    outcome: "success",
    ip: check.ip,
  });
  // A plain-ASCII name for old clients, the exact one (RFC 6266) for the rest; RFC 5987 allows
  // none of ' ( ) * unencoded, which encodeURIComponent leaves.
  const ascii = file.fileName.replace(/[^\w.-]/g, "_");
  const exact = encodeURIComponent(file.fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  // A copy typed as the Response wants it (the driver's array may sit on a shared buffer).
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.bytes.byteLength),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
    },
  });
}
