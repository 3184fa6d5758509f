import type { Metadata } from "next";
// Not from the feature's index, which the sign-in page imports: the set-password form (react-hook-form,
// zod) would ride along to /login's first load.
import { WelcomePage } from "@/features/auth/components/welcome-page";
import { loadWelcomePage } from "@/features/auth/server";

export const metadata: Metadata = { title: "Set your password", referrer: "no-referrer" };

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  return <WelcomePage view={await loadWelcomePage((await params).token)} />;
}
