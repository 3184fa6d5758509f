import Link from "next/link";

/** The 404's words: in a page of its own (app/not-found.tsx) or inside the console's shell. */
export function NotFoundMessage() {
  return (
    <div className="max-w-md text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-sm text-slate-600">
        The page you asked for does not exist or has moved.
      </p>
      <Link
        href="/"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        Back to the console
      </Link>
    </div>
  );
}
