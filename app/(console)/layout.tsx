import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/ui/query-provider";
import { ToasterProvider } from "@/components/ui/toaster";
import { SidebarNav } from "@/features/shell/components/sidebar-nav";
import { UserMenu } from "@/features/shell/components/user-menu";
import { navigationFor } from "@/features/shell/lib/navigation";
import { getCurrentUser } from "@/lib/console/auth/session";

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  const items = navigationFor(user.role).map(({ href, label }) => ({ href, label }));
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="shrink-0 bg-slate-900 px-3 py-5 md:w-56">
        <p className="px-3 pb-5 text-sm font-semibold text-white">Card &amp; Account Console</p>
        <SidebarNav items={items} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex min-h-14 flex-wrap items-center justify-end border-b border-slate-200 bg-white px-4 md:px-6">
          <UserMenu user={user} />
        </header>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8">
          <QueryProvider>
            <ToasterProvider>{children}</ToasterProvider>
          </QueryProvider>
        </main>
      </div>
    </div>
  );
}
