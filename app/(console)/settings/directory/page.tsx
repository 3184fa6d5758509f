import type { Metadata } from "next";
import { DirectoryPage } from "@/features/settings";
import { loadDirectoryPage } from "@/features/settings/server";

export const metadata: Metadata = { title: "Directory" };

export default async function Page() {
  return <DirectoryPage status={await loadDirectoryPage()} />;
}
