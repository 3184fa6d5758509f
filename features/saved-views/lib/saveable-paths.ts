// Which pages a view can be saved from, and how a view's path and query are read. Pure and free
// of zod, so the shell's button and sidebar list (on every console page, in the browser) do not
// ship zod; the requests' schemas, built on these rules, are in saveable-lists.ts.
import type { Permission } from "@/lib/console/auth/permissions";
import type { Role } from "@/lib/db/schema/roles";

/**
 * The lists whose whole state is in their URL. `[id]` stands for one id segment. Each carries
 * the permission of the navigation section it sits in (features/shell/lib/navigation.ts; its
 * test checks they agree), so a view shows only to roles that may open its page.
 */
export const saveableLists = [
  { pattern: "/customers", label: "Customers", permission: "customers.view" },
  { pattern: "/corporates", label: "Corporates", permission: "corporates.view" },
  { pattern: "/cards", label: "Cards", permission: "cards.view" },
  { pattern: "/accounts", label: "Accounts", permission: "customers.view" },
  { pattern: "/audit", label: "Audit", permission: "audit.view" },
  { pattern: "/events", label: "Events", permission: "events.view" },
  { pattern: "/compliance", label: "Compliance", permission: "compliance.review" },
  { pattern: "/cases", label: "Cases", permission: "cases.view" },
  {
    pattern: "/customers/[id]/accounts/[id]/transactions",
    label: "Account transactions",
    permission: "customers.view",
  },
  { pattern: "/cards/[id]/transactions", label: "Card transactions", permission: "cards.view" },
  {
    pattern: "/corporates/[id]/accounts/[id]/transactions",
    label: "Corporate account transactions",
    permission: "corporates.view",
  },
] as const satisfies readonly { pattern: string; label: string; permission: Permission }[];

export type SaveableList = (typeof saveableLists)[number];

/** One id in a path: the provider's ids are UUIDs; no dot, slash, colon or percent sign. */
const ID_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The saveable list a pathname is, or null. Only a path of the registry's shape matches, so a
 * stored view can never point outside the console (`//evil.com`, `https://…`, `/\evil`).
 */
export function saveableListOf(pathname: string): SaveableList | null {
  if (pathname.length > 300 || !pathname.startsWith("/")) return null;
  const segments = pathname.split("/").slice(1);
  return (
    saveableLists.find((list) => {
      const parts = list.pattern.split("/").slice(1);
      return (
        parts.length === segments.length &&
        parts.every((part, i) =>
          part === "[id]" ? ID_SEGMENT.test(segments[i]!) : part === segments[i],
        )
      );
    }) ?? null
  );
}

export const MAX_VIEW_NAME = 60;
const MAX_VIEW_QUERY = 1000;

/** URL keys that say where in a list the person was, not what it lists. */
const POSITION_KEYS = ["page", "scanned", "transaction"] as const;

/** The characters RFC 3986 allows in a query: no space, control character, `#` or `\`. */
const QUERY_CHARACTERS = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/;

/**
 * A list's query as a view keeps it: without "?", without where the person was in the list
 * (the page; a filtered transactions view's scan position `scanned`; the transaction whose
 * details were open), since a view is filters and sorting; its keys sorted, so the same filters always read the same. Null for text that
 * is no plausible query.
 */
export function canonicalQuery(search: string): string | null {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  if (raw.length > MAX_VIEW_QUERY || !QUERY_CHARACTERS.test(raw)) return null;
  let params: URLSearchParams;
  try {
    // A malformed escape (`%zz`) throws in decodeURIComponent; URLSearchParams keeps it as is.
    decodeURIComponent(raw.replaceAll("+", " "));
    params = new URLSearchParams(raw);
  } catch {
    return null;
  }
  for (const position of POSITION_KEYS) params.delete(position);
  params.sort();
  const canonical = params.toString();
  return canonical.length > MAX_VIEW_QUERY ? null : canonical;
}

/** The link a view opens. */
export function viewHref(view: { pathname: string; search: string }): string {
  return view.search ? `${view.pathname}?${view.search}` : view.pathname;
}

/** A view as a user sees it: theirs, or shared with their role by its owner. */
export type VisibleView = {
  id: string;
  name: string;
  href: string;
  pathname: string;
  search: string;
  /** What list it is, in words ("Customers"). */
  list: string;
  sharedRole: Role | null;
  mine: boolean;
  ownerName: string;
};
