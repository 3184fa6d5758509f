import type { Metadata } from "next";
import { CaseSettingsPage } from "@/features/cases";
import { loadCaseSettingsPage } from "@/features/cases/server";

export const metadata: Metadata = { title: "Case settings" };

export default async function Page() {
  return <CaseSettingsPage view={await loadCaseSettingsPage()} />;
}
