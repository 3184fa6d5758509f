import type { DirectoryKind } from "@/lib/db/schema";

type Names = Record<string, { name: string; ownerName: string | null }>;

/** What a tile says when the directory does not know the object yet: never a bare id. */
const unseen: Record<DirectoryKind, string> = {
  customer: "Customer not yet seen",
  corporate: "Corporate not yet seen",
  account: "Account not yet seen",
  card: "Card not yet seen",
};

/**
 * How a home tile names an object, from the directory's names (keyed `kind:id`, see
 * partyNames): a person or company by name, an account by its IBAN and holder, a card as the
 * directory names it (its last four and embossed name).
 */
export function nameOf(names: Names, kind: DirectoryKind, id: string): string {
  const known = names[`${kind}:${id}`];
  if (!known) return unseen[kind];
  return kind === "account" && known.ownerName ? `${known.name}, ${known.ownerName}` : known.name;
}
