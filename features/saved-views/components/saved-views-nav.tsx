"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { Link } from "@/components/ui/link";
import { canonicalQuery, viewHref } from "../lib/saveable-paths";

type NavView = { id: string; name: string; pathname: string; search: string; mine: boolean };

/**
 * The sidebar's saved views: the user's own and those shared with their role. The one whose
 * list and filters are on screen now is marked current (the page number aside).
 */
export function SavedViewsNav({ views }: { views: NavView[] }) {
  const pathname = usePathname();
  const current = canonicalQuery(useSearchParams().toString());
  return (
    <nav aria-labelledby="saved-views-heading" className="mt-6">
      <h2
        id="saved-views-heading"
        className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-300"
      >
        Saved views
      </h2>
      {views.length === 0 ? (
        <p className="px-3 text-xs text-slate-300">None yet: use “Save view” on a list.</p>
      ) : (
        <ul className="flex flex-wrap gap-1 md:block md:space-y-1">
          {views.map((view) => {
            const active = view.pathname === pathname && view.search === current;
            return (
              <li key={view.id}>
                <Link
                  href={viewHref(view)}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "block rounded-md px-3 py-1.5 text-sm [overflow-wrap:anywhere]",
                    active
                      ? "bg-slate-700 text-white"
                      : "text-slate-300 hover:bg-slate-800 hover:text-white",
                  )}
                >
                  {view.name}
                  {!view.mine && <span className="sr-only"> (shared with you)</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Link
        href="/views"
        aria-current={pathname === "/views" ? "page" : undefined}
        className={cn(
          "mt-1 block rounded-md px-3 py-1.5 text-xs underline hover:text-white",
          pathname === "/views" ? "bg-slate-700 text-white" : "text-slate-300",
        )}
      >
        Manage saved views
      </Link>
    </nav>
  );
}
