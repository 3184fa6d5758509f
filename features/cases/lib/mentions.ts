import { and, asc, eq, inArray } from "drizzle-orm";
import { permissionMap } from "@/lib/console/auth/permissions";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";

export type Colleague = { id: string; name: string; email: string; handle: string };

/**
 * The people a note may mention: enabled users whose role sees cases (a mention leads to the
 * case, so it must open for them). Each goes by the part of their address before the @, or the
 * whole address where two share that part.
 */
export async function mentionableColleagues(db: Db): Promise<Colleague[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...permissionMap["cases.view"]]), eq(users.disabled, false)))
    .orderBy(asc(users.email));
  const local = (email: string) => email.slice(0, email.lastIndexOf("@")).toLowerCase();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(local(row.email), (counts.get(local(row.email)) ?? 0) + 1);
  return rows.map((row) => ({
    ...row,
    handle: counts.get(local(row.email)) === 1 ? local(row.email) : row.email.toLowerCase(),
  }));
}

// "@name" or "@name@example.com", not preceded by a word character: an address in the text
// ("wrote from jane@example.com") is not a mention. A sentence's full stop is not part of it.
const MENTION = /(?<![\w.@])@([\w.+-]+(?:@[\w-]+(?:\.[\w-]+)+)?)/g;

/** The handles a note mentions, each once, in lower case. */
export function mentionsIn(body: string): string[] {
  const found = [...body.matchAll(MENTION)].map((m) => m[1]!.replace(/\.+$/, "").toLowerCase());
  return [...new Set(found)];
}

/**
 * Who a note mentions, or, for a handle nobody goes by, the sentence for the note's field: a
 * mention that reaches nobody must not pass silently.
 */
export function resolveMentions(
  body: string,
  colleagues: Colleague[],
): { ok: true; mentioned: Colleague[] } | { ok: false; message: string } {
  const mentioned: Colleague[] = [];
  for (const handle of mentionsIn(body)) {
    const colleague = colleagues.find(
      (c) => c.handle === handle || c.email.toLowerCase() === handle,
    );
    if (!colleague)
      return {
        ok: false,
        message: `Nobody who can open cases goes by @${handle}. Mention a colleague as @ and the start of their address, such as @${colleagues[0]?.handle ?? "name"}.`,
      };
    mentioned.push(colleague);
  }
  return { ok: true, mentioned };
}
