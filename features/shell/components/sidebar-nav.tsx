"use client";

import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { Link, useLinkStatus } from "@/components/ui/link";

/** Shown on the link being followed until its page arrives. */
function PendingMark() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span
      role="status"
      className="ml-auto size-3 animate-spin rounded-full border-2 border-current border-t-transparent"
    >
      <span className="sr-only">Loading</span>
    </span>
  ) : null;
}

export function SidebarNav({
  items,
}: {
  items: { href: string; label: string; count?: number }[];
}) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main">
      <ul className="flex flex-wrap gap-1 md:block md:space-y-1">
        {items.map((item) => {
          const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center rounded-md px-3 py-2 text-sm font-medium",
                  current
                    ? "bg-slate-700 text-white"
                    : "text-slate-300 hover:bg-slate-800 hover:text-white",
                )}
              >
                {item.label}
                {item.count ? (
                  <span className="ml-2 rounded-full bg-amber-300 px-1.5 text-xs font-semibold text-slate-900">
                    {item.count}
                    <span className="sr-only"> waiting for you</span>
                  </span>
                ) : null}
                <PendingMark />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
