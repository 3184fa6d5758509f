import type { Metadata } from "next";
import { ProviderPage } from "@/features/settings";
import { loadProviderPage } from "@/features/settings/server";

export const metadata: Metadata = { title: "Provider credentials" };

export default async function Page() {
  return <ProviderPage view={await loadProviderPage()} />;
}
