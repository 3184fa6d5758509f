import type { ReactNode } from "react";
import { Link } from "./link";

/**
 * The words of a page that cannot be shown (404, 403), with the way back: in a page of its own
 * or inside the console's shell, whose <main> it then sits in.
 */
export function StatusMessage({
  status,
  title,
  children,
}: {
  status: 403 | 404;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="max-w-md text-center">
      <p
        className={`text-sm font-semibold ${status === 403 ? "text-amber-700" : "text-brand-700"}`}
      >
        {status}
      </p>
      <h1 className="mt-1 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{children}</p>
      <Link
        href="/"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        Back to the console
      </Link>
    </div>
  );
}

export const NotFoundMessage = () => (
  <StatusMessage status={404} title="Page not found">
    The page you asked for does not exist or has moved.
  </StatusMessage>
);
