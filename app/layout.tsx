import type { Metadata } from "next";
import { connection } from "next/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import type { ReactNode } from "react";
import { DemoBanner } from "@/components/ui/demo-banner";
import { deploymentFromEnv } from "@/lib/console/deployment";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Card & Account Console", template: "%s · Card & Account Console" },
  description: "Back-office for card and account programmes",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The deployment is the server's, read when it serves: not frozen into a page at build time.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        {deploymentFromEnv().demo && <DemoBanner />}
        <NuqsAdapter>{children}</NuqsAdapter>
      </body>
    </html>
  );
}
