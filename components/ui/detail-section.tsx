import type { ReactNode } from "react";

/** One titled block of the customer page; the heading names the region for screen readers. */
export function DetailSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2
          id={id}
          className="min-w-0 text-base font-semibold text-slate-900 [overflow-wrap:anywhere]"
        >
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Label / value pairs; a missing value shows a dash rather than an empty gap. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">
            {value === null || value === undefined || value === "" ? "—" : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
