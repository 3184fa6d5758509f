import { TextLink } from "@/components/ui/text-link";
import type { DirectoryEntry } from "@/lib/db/schema";
import type { Column, OwnedPage } from "./directory-table";

/** A customer's or corporate's page; an account's page lives under its owner's. */
export const ownerPath = (kind: string | null, id: string) =>
  `/${kind === "corporate" ? "corporates" : "customers"}/${encodeURIComponent(id)}`;

/** The name, sorting the list, linked to the row's page (plain where the row has none). */
export const nameColumn = (
  header: string,
  pageOf: (row: DirectoryEntry) => string | null,
): Column => ({
  header,
  sort: "name",
  cell: (row) => {
    const href = pageOf(row);
    if (!href) return row.displayName;
    return (
      <TextLink href={href} className="font-medium">
        {row.displayName}
      </TextLink>
    );
  },
});

/**
 * The row's owner by name, linked to its page when the role may open it ("Customer not yet
 * seen" where the directory has no name for it yet).
 */
export const ownerColumn = (linked: boolean): Column<OwnedPage> => ({
  header: "Owner",
  cell: (row, { owners }) => {
    if (!row.ownerId) return "—";
    const owner = owners.get(`${row.ownerKind}:${row.ownerId}`);
    if (!linked) return owner ?? "—";
    const kind = row.ownerKind === "corporate" ? "Corporate" : "Customer";
    return (
      <TextLink href={ownerPath(row.ownerKind, row.ownerId)}>
        {owner ?? `${kind} not yet seen`}
      </TextLink>
    );
  },
});
