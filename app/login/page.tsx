import type { Metadata } from "next";
import { SignInPage } from "@/features/auth";
import { loadSignInPage } from "@/features/auth/server";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { callbackUrl } = await searchParams;
  const view = await loadSignInPage(typeof callbackUrl === "string" ? callbackUrl : undefined);
  return <SignInPage view={view} />;
}
