import type { ReactNode } from "react";

/** The signed-out pages' frame: one card in the middle of the page, under the console's name. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
          Card &amp; Account Console
        </p>
        {children}
      </div>
    </main>
  );
}
