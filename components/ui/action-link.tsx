import { Link } from "./link";

/**
 * A link to an action's page, or, when the provider would refuse the action now, the same
 * control disabled with the reason beside it (`id` ties the two together for screen readers).
 */
export function ActionLink({
  href,
  children,
  disabledReason,
  id,
}: {
  href: string;
  children: string;
  disabledReason?: string;
  id: string;
}) {
  if (!disabledReason) {
    return (
      <Link
        href={href}
        className="rounded-md bg-white px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        {children}
      </Link>
    );
  }
  return (
    <span className="flex flex-wrap items-center justify-end gap-2">
      <span id={id} className="max-w-xs text-right text-xs text-amber-900">
        {disabledReason}
      </span>
      <button
        type="button"
        disabled
        aria-describedby={id}
        className="cursor-not-allowed rounded-md bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-500 ring-1 ring-slate-200"
      >
        {children}
      </button>
    </span>
  );
}
