import type { Metadata } from "next";
import { SandboxPage } from "@/features/settings";
import { loadSandboxPage } from "@/features/settings/server";

export const metadata: Metadata = { title: "Sandbox" };

export default async function Page() {
  return <SandboxPage view={await loadSandboxPage()} />;
}
