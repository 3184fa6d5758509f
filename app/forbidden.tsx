import Link from "next/link";

export default function Forbidden() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-amber-700">403</p>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">
          You do not have access to this page
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          Your role does not include this part of the console. If you need it, ask an administrator
          to change your role.
        </p>
        <Link
          href="/"
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Back to the console
        </Link>
      </div>
    </main>
  );
}
