import type { Metadata } from "next";
import { SecurityPage } from "@/features/security";
import { loadSecurityPage } from "@/features/security/server";

export const metadata: Metadata = { title: "Security" };

export default async function Page() {
  return <SecurityPage view={await loadSecurityPage()} />;
}
