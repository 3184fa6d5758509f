import { type ReactNode, Suspense } from "react";
import { ClockBadge } from "@/components/ui/clock-badge";
import { QueryProvider } from "@/components/ui/query-provider";
import { ToasterProvider } from "@/components/ui/toaster";
import { DecisionNotices } from "@/features/approvals";
import { LazyNotificationBell } from "@/features/notifications";
import { SavedViewsNav, SaveViewButton } from "@/features/saved-views";
import { GlobalSearch } from "@/features/search";
import type { ConsoleShellView } from "../loaders/console-shell";
import { SidebarNav } from "./sidebar-nav";
import { UserMenu } from "./user-menu";

/** Every console page's frame: the skip link, the sidebar, the user menu and the main region. */
export function ConsoleShell({
  shell,
  children,
}: {
  shell: ConsoleShellView;
  children: ReactNode;
}) {
  // One query client for the page and the header's bell, made when one of them first reads.
  return (
    <QueryProvider>
      <div className="flex min-h-screen flex-col md:flex-row">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <aside className="shrink-0 bg-slate-900 px-3 py-5 md:w-56">
          <p className="px-3 pb-5 text-sm font-semibold text-white">Card &amp; Account Console</p>
          <SidebarNav items={shell.navigation} />
          {/* The views read the URL's query; Suspense keeps that from holding up the page. */}
          <Suspense fallback={null}>
            <SavedViewsNav views={shell.savedViews} />
          </Suspense>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex min-h-14 flex-wrap items-center justify-end gap-3 border-b border-slate-200 bg-white px-4 md:px-6">
            {/* Cases fall due on the console's clock: say so when a demo shifted it. */}
            <ClockBadge label="Console clock" offsetSeconds={shell.clockOffsetSeconds} />
            <Suspense fallback={null}>
              <SaveViewButton />
            </Suspense>
            <GlobalSearch />
            <LazyNotificationBell />
            <UserMenu user={shell.user} />
          </header>
          <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8">
            <ToasterProvider>
              <DecisionNotices notices={shell.notices} />
              {children}
            </ToasterProvider>
          </main>
        </div>
      </div>
    </QueryProvider>
  );
}
