import type { Metadata } from "next";
import { SettingsPage } from "@/features/settings";
import { loadSettingsPage } from "@/features/settings/server";

export const metadata: Metadata = { title: "Settings" };

export default async function Page() {
  return <SettingsPage view={await loadSettingsPage()} />;
}
