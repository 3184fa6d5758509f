import "server-only";
import { camsClient } from "@/lib/console/cams-client";
import type { Db } from "@/lib/db";
import { settleBounded } from "../settle-bounded";
import { type Party, type PartyName, partyKey, partyNames } from "./names";
import { recordSeenQuietly, type SeenEntry, seenCard, seenCorporate, seenCustomer } from "./record";

/** A party and, for an account, its owner: the provider is read through the owner. */
export type OwnedParty = Party & { owner?: Party };

/** At most this many provider reads for one page, this many at once: a page of fifty unknown
 * customers must not become fifty calls, nor fifty at the same moment. */
export const PROVIDER_READS_PER_PAGE = 10;
const PROVIDER_READS_AT_ONCE = 4;

/** The party one provider read names: itself, or an account's owner. */
const rootOf = (party: OwnedParty): Party | undefined =>
  party.kind === "account" ? party.owner : party;

/** What one provider read tells the directory about a party. */
async function readFromProvider(root: Party): Promise<SeenEntry[]> {
  const client = camsClient();
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
 * The names of the parties a page shows: the console's directory first, in one batched read;
 * what it has not seen is read from the provider (so entering it in the directory), concurrently
 * and bounded; a party neither knows is absent, and the page says "not yet seen". A failed read
 * is not the reader's problem.
 */
export async function namesOf(db: Db, parties: readonly OwnedParty[]) {
  const known = await partyNames(db, parties);
  const roots = new Map<string, Party>();
  for (const party of parties) {
    const root = rootOf(party);
    if (root && !known.has(partyKey(party))) roots.set(partyKey(root), root);
  }
  if (roots.size === 0) return known;
  const unseen = [...roots.values()].slice(0, PROVIDER_READS_PER_PAGE);
  const read = await settleBounded(unseen, PROVIDER_READS_AT_ONCE, readFromProvider);
  const seen = read.flatMap((r) => (r.status === "fulfilled" ? r.value : []));
  if (seen.length === 0) return known;
  await recordSeenQuietly(db, seen);
  return partyNames(db, parties);
}

export const partyNouns: Record<Party["kind"], string> = {
  customer: "Customer",
  corporate: "Corporate",
  account: "Account",
  card: "Card",
};

/** Whether a stored target type (the audit's, a request's) is a party the directory names. */
export const isPartyKind = (type: string | null): type is Party["kind"] =>
  type !== null && Object.hasOwn(partyNouns, type);

/** "Customer Jane Doe", "Account DE89…", or "Customer not yet seen": never an id alone. */
export function partyLabel(noun: string, name: PartyName | undefined): string {
  return name ? `${noun} ${name.name}` : `${noun} not yet seen`;
}

/** A party as a table cell reads it, the column naming the kind: "Jane Doe",
 * "DE89… · Jane Doe" (an account or card with its holder), or "Customer not yet seen". */
export function partyText(party: Party, name: PartyName | undefined): string {
  if (!name) return `${partyNouns[party.kind]} not yet seen`;
  return name.ownerName ? `${name.name} · ${name.ownerName}` : name.name;
}

/** A party's page; an account's needs its owner, which the directory or the caller knows. */
function partyHref(party: OwnedParty): string | null {
  const id = encodeURIComponent(party.id);
  if (party.kind === "customer") return `/customers/${id}`;
  if (party.kind === "corporate") return `/corporates/${id}`;
  if (party.kind === "card") return `/cards/${id}`;
  if (!party.owner) return null;
  const owner = party.owner.kind === "corporate" ? "corporates" : "customers";
  return `/${owner}/${encodeURIComponent(party.owner.id)}/accounts/${id}`;
}

/** What a page renders for one party: its words, its page, and its id behind a copy button. */
export type NamedParty = { label: string; href: string | null; id: string; noun: string };

export function namedParty(party: OwnedParty, names: Map<string, PartyName>): NamedParty {
  const name = names.get(partyKey(party));
  return {
    label: partyText(party, name),
    href: partyHref({ ...party, owner: party.owner ?? name?.owner ?? undefined }),
    id: party.id,
    noun: partyNouns[party.kind].toLowerCase(),
  };
}
