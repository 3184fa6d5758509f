import "server-only";
import { isPartyKind, namedParty, namesOf } from "@/lib/console/directory/named-parties";
import type { Db } from "@/lib/db";
import { auditTargetHref, auditTargetLabel } from "./audit-words";

/** What an entry was aimed at, as its row shows it: words, a page, and an id to copy if any. */
export type AuditTarget = { label: string; href: string | null; id: string | null; noun: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The targets of a page of entries, keyed by entry id: a customer, corporate, account or card by
 * its name (the directory in one read, the provider bounded for what it has not seen, "not yet
 * seen" when neither knows); anything else by the audit's words, an opaque id behind a copy
 * button rather than in the sentence.
 */
export async function auditTargets(
  db: Db,
  entries: readonly { id: number; targetType: string | null; targetId: string | null }[],
) {
  const parties = entries.flatMap(({ targetType, targetId }) =>
    isPartyKind(targetType) && targetId ? [{ kind: targetType, id: targetId }] : [],
  );
  const names = await namesOf(db, parties);
  const targets = new Map<number, AuditTarget>();
  for (const { id, targetType, targetId } of entries) {
    if (!targetType) continue;
    if (isPartyKind(targetType) && targetId) {
      targets.set(id, namedParty({ kind: targetType, id: targetId }, names));
      continue;
    }
    const noun = auditTargetLabel(targetType, null) ?? targetType;
    const opaque = targetId !== null && uuid.test(targetId);
    targets.set(id, {
      label: opaque ? noun : (auditTargetLabel(targetType, targetId) ?? noun),
      href: auditTargetHref(targetType, targetId),
      id: opaque ? targetId : null,
      noun: noun.toLowerCase(),
    });
  }
  return targets;
}

/**
 * The words for the target a filter names: a party by its name (as the log's rows name it), a
 * person by name and email, or the value itself when neither is known.
 */
export async function auditTargetName(
  db: Db,
  target: { type: string; id: string },
  people: readonly { name: string; email: string }[],
): Promise<string> {
  if (target.type === "user") {
    const person = people.find((p) => p.email === target.id);
    return person ? `${person.name} (${person.email})` : target.id;
  }
  if (!isPartyKind(target.type)) return target.id;
  const party = { kind: target.type, id: target.id };
  return namedParty(party, await namesOf(db, [party])).label;
}
