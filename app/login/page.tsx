import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { getCurrentUser } from "@/lib/console/auth/session";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string }>;
}) {
  if (await getCurrentUser()) redirect("/");
  const { callbackUrl } = await searchParams;
  // The proxy passes an absolute URL; keep only its path so the form stays on this site.
  const path = callbackUrl ? new URL(callbackUrl, "http://local").pathname : undefined;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
          Card &amp; Account Console
        </p>
        <h1 className="mt-1 mb-6 text-xl font-semibold text-slate-900">
          Sign in to the back-office
        </h1>
        <SignInForm callbackUrl={path} />
      </div>
    </main>
  );
}
