import type { Metadata } from "next";
import { HomePage } from "@/features/home";
import { loadHomePage } from "@/features/home/server";

export const metadata: Metadata = { title: "Home" };

/** The console's front door: what needs doing, per role. */
export default async function Page() {
  return <HomePage view={await loadHomePage()} />;
}
