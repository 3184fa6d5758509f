import "server-only";
import type { ApprovalPreview } from "@/lib/console/approvals/preview";
import { auditTargetLabel } from "@/lib/console/audit-words";
import { camsClient } from "@/lib/console/cams-client";
import {
  type Party,
  type PartyName,
  partyKey,
  partyNames,
  recordSeenQuietly,
  type SeenEntry,
  seenCard,
  seenCorporate,
  seenCustomer,
} from "@/lib/console/directory";
import type { Db } from "@/lib/db";

/** A link as the request's page shows it: the party named, its id kept in the title. */
export type NamedLink = { label: string; href: string; title?: string };

/** What one provider read tells the directory about a party: its own read, or its owner's. */
async function readFromProvider(party: Party & { owner?: Party }): Promise<SeenEntry[]> {
  const client = camsClient();
  const root = party.kind === "account" ? party.owner : party;
  if (!root) return [];
  switch (root.kind) {
    case "customer":
      return seenCustomer(await client.call("getCustomer", { params: { customer_id: root.id } }));
    case "corporate":
      return seenCorporate(
        await client.call("getCorporate", { params: { corporate_id: root.id } }),
      );
    case "card":
      return [seenCard(await client.call("getCard", { params: { card_id: root.id } }))];
    default:
      return [];
  }
}

/**
 * The names of the parties a request concerns: the console's directory first; what it has not
 * seen is read from the provider (and so entered in the directory); a party neither knows is
 * absent. A failed read is not the checker's problem: the page says "not yet seen".
 */
async function namesOf(db: Db, parties: (Party & { owner?: Party })[]) {
  const known = await partyNames(db, parties);
  const unseen = parties.filter((party) => !known.has(partyKey(party)));
  if (unseen.length === 0) return known;
  const read = await Promise.allSettled(unseen.map(readFromProvider));
  const seen = read.flatMap((r) => (r.status === "fulfilled" ? r.value : []));
  if (seen.length === 0) return known;
  await recordSeenQuietly(db, seen);
  return partyNames(db, parties);
}

/** "Customer Jane Doe", "Account DE89…", or "Customer not yet seen": never an id alone. */
export function partyLabel(noun: string, name: PartyName | undefined): string {
  return name ? `${noun} ${name.name}` : `${noun} not yet seen`;
}

const nouns: Record<Party["kind"], string> = {
  customer: "Customer",
  corporate: "Corporate",
  account: "Account",
  card: "Card",
};

const isParty = (type: string | null): type is Party["kind"] =>
  type !== null && Object.hasOwn(nouns, type);

/**
 * What each request of a list is aimed at, in words, from the directory alone (a list does not
 * call the provider once per row): "Account DE89… · Jane Doe", "Customer not yet seen", or the
 * audit's words for what is no party ("User ana@example.com"). Keyed by request id.
 */
export async function requestTargets(
  db: Db,
  requests: readonly { id: string; targetType: string | null; targetId: string | null }[],
) {
  const parties = requests.flatMap(({ targetType, targetId }) =>
    isParty(targetType) && targetId ? [{ kind: targetType, id: targetId }] : [],
  );
  const names = await partyNames(db, parties);
  return new Map(
    requests.map(({ id, targetType, targetId }) => {
      if (!isParty(targetType) || !targetId)
        return [id, auditTargetLabel(targetType, targetId)] as const;
      const name = names.get(partyKey({ kind: targetType, id: targetId }));
      const owner = name?.ownerName ? ` · ${name.ownerName}` : "";
      return [id, `${partyLabel(nouns[targetType], name)}${owner}`] as const;
    }),
  );
}

/** A preview's links, each party named by the directory or the provider, its id as title. */
export async function namedLinks(db: Db, links: ApprovalPreview["links"]): Promise<NamedLink[]> {
  const parties = links.flatMap((link) => (link.party ? [link.party] : []));
  const names = parties.length > 0 ? await namesOf(db, parties) : new Map<string, PartyName>();
  return links.map(({ label, href, party }) =>
    party
      ? {
          label: partyLabel(label, names.get(partyKey(party))),
          href,
          title: `${label} id ${party.id}`,
        }
      : { label, href },
  );
}
