import type { ReactNode } from "react";
import { TextLink } from "@/components/ui/text-link";

type TileItem = {
  key: string | number;
  label: ReactNode;
  href?: string | null;
  /** The object's id, one hover away on the link: the label names it. */
  title?: string | null;
  meta?: ReactNode;
};

/**
 * One home tile: what it counts, the number, where the figure comes from, the top items, and
 * the list behind it. `empty` says what would appear here, for when there is nothing.
 */
export function Tile({
  id,
  title,
  count,
  countLabel,
  source,
  items,
  empty,
  link,
  children,
}: {
  id: string;
  title: string;
  count: number | null;
  countLabel: string;
  source: string;
  items: TileItem[];
  empty: string;
  link?: { href: string; label: string } | null;
  children?: ReactNode;
}) {
  const headingId = `tile-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`tile-${id}`}
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      {count !== null && (
        <p className="mt-2 flex items-baseline gap-2">
          <span
            className="text-3xl font-semibold tabular-nums text-slate-900"
            data-testid="tile-count"
          >
            {count}
          </span>
          <span className="text-sm text-slate-600">{countLabel}</span>
        </p>
      )}
      {children}
      {items.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {items.map((item) => (
            <li
              key={item.key}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {item.href ? (
                  <TextLink href={item.href} title={item.title ?? undefined}>
                    {item.label}
                  </TextLink>
                ) : (
                  item.label
                )}
              </span>
              {item.meta && <span className="text-xs text-slate-600">{item.meta}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      )}
      <p className="mt-3 text-xs text-slate-600">{source}</p>
      {link && (
        <p className="mt-auto pt-3 text-sm">
          <TextLink href={link.href} className="font-medium">
            {link.label}
          </TextLink>
        </p>
      )}
    </section>
  );
}
