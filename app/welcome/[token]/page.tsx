import type { Metadata } from "next";
import { WelcomePage } from "@/features/auth";
import { loadWelcomePage } from "@/features/auth/server";

export const metadata: Metadata = { title: "Set your password", referrer: "no-referrer" };

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  return <WelcomePage view={await loadWelcomePage((await params).token)} />;
}
