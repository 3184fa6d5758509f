import type { DirectoryKind } from "@/lib/db/schema/directory";

/** One thing the header's search found, ready to show and open. */
export type SearchResult = {
  kind: DirectoryKind;
  id: string;
  title: string;
  /** The status in words, when the directory knows one. */
  status: string | null;
  /** The owning customer or corporate, for an account or card. */
  owner: string | null;
  href: string;
};

type SearchGroup = { kind: DirectoryKind; label: string; results: SearchResult[] };

export type SearchAnswer =
  | { ok: true; groups: SearchGroup[]; stale: boolean }
  | { ok: false; message: string };

/** The order the groups are shown in, and their headings. */
const searchGroupLabels: Record<DirectoryKind, string> = {
  customer: "Customers",
  corporate: "Corporates",
  account: "Accounts",
  card: "Cards",
};

/** Results grouped by kind, in the order above, each group in the order it was found. */
export function groupResults(results: readonly SearchResult[]): SearchGroup[] {
  return (Object.keys(searchGroupLabels) as DirectoryKind[])
    .map((kind) => ({
      kind,
      label: searchGroupLabels[kind],
      results: results.filter((result) => result.kind === kind),
    }))
    .filter((group) => group.results.length > 0);
}
