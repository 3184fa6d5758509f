import type { Metadata } from "next";
import { connection } from "next/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import type { ReactNode } from "react";
import { DemoBanner } from "@/components/ui/demo-banner";
import { LocaleProvider } from "@/components/ui/locale";
import { deploymentFromEnv } from "@/lib/console/deployment";
import { requestLocale } from "@/lib/console/request-locale";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Card & Account Console", template: "%s · Card & Account Console" },
  description: "Back-office for card and account programmes",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The deployment is the server's, read when it serves: not frozen into a page at build time.
  await connection();
  // Dates and amounts follow the browser's language; the browser reads it back from <html lang>.
  const locale = await requestLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans">
        {deploymentFromEnv().demo && <DemoBanner />}
        <LocaleProvider locale={locale}>
          <NuqsAdapter>{children}</NuqsAdapter>
        </LocaleProvider>
      </body>
    </html>
  );
}
