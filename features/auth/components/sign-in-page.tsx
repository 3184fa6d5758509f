import { SignInForm } from "./sign-in-form";

export function SignInPage({ callbackUrl }: { callbackUrl?: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
          Card &amp; Account Console
        </p>
        <h1 className="mt-1 mb-6 text-xl font-semibold text-slate-900">
          Sign in to the back-office
        </h1>
        <SignInForm callbackUrl={callbackUrl} />
      </div>
    </main>
  );
}
