import "server-only";
import { EXPORT_TOTAL_HEADER } from "@/components/ui/export-csv";
import { isCamsError } from "@/lib/cams/client";
import { explainProviderError } from "@/lib/console/actions/explain-provider-error";
import { audit } from "@/lib/console/audit";
import { requirePermission } from "@/lib/console/auth/session";
import { noStoreJson, refusedRoute } from "@/lib/console/json-route";
import { exportSources } from "./sources";

/**
 * A list's CSV export: session and role first (refusals audited), then the list's state read
 * from the query as its page reads it, an audit entry (who, which list, which filters), and the
 * rows streamed. A bad filter is a 400 in words; a provider refusal before the first row is its
 * explained message.
 */
export async function exportRoute(list: string, request: Request): Promise<Response> {
  const source = Object.hasOwn(exportSources, list) ? exportSources[list] : undefined;
  if (!source) return noStoreJson({ message: "This list cannot be exported." }, 404);
  const check = await requirePermission(source.permission);
  if (!check.ok) return refusedRoute(check.reason, "Your role cannot export this list.");
  const params = new URL(request.url).searchParams;
  let opened: Awaited<ReturnType<typeof source.open>>;
  try {
    opened = await source.open(params, {
      db: check.db,
      role: check.user.role,
      user: { id: check.user.id, role: check.user.role },
    });
  } catch (error) {
    if (!isCamsError(error)) throw error;
    return noStoreJson(
      { message: await explainProviderError(check.db, error), code: String(error.code) },
      error.httpStatus === 404 ? 404 : 502,
    );
  }
  if (!opened.ok) return noStoreJson({ message: opened.message }, 400);
  await audit(check.db, {
    actor: { id: check.user.id, email: check.user.email },
    action: "list.export",
    target: { type: "list", id: opened.owner ? `${list} ${opened.owner}` : list },
    after: { list, owner: opened.owner, filters: opened.filters },
    outcome: "success",
    ip: check.ip,
  });
  const headers = new Headers({
    "content-type": "text/csv; charset=utf-8",
    // Ids are the provider's: anything but plain file-name characters is replaced.
    "content-disposition": `attachment; filename="${opened.filename.replace(/[^\w.-]/g, "_")}"`,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  if (opened.total !== null) headers.set(EXPORT_TOTAL_HEADER, String(opened.total));
  return new Response(opened.stream(), { headers });
}
