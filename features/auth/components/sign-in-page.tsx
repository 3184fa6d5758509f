import type { SignInPageView } from "../loaders/sign-in-page";
import { AuthCard } from "./auth-card";
import { SignInForm } from "./sign-in-form";

export function SignInPage({ view }: { view: SignInPageView }) {
  return (
    <AuthCard>
      <h1 className="mt-1 mb-6 text-xl font-semibold text-slate-900">Sign in to the back-office</h1>
      <SignInForm callbackUrl={view.callbackUrl} />
      {view.demoAccounts && (
        <section aria-labelledby="demo-accounts" className="mt-6 text-sm text-slate-700">
          <h2 id="demo-accounts" className="font-medium text-slate-900">
            Demo accounts
          </h2>
          <p className="mt-1">
            Production asks every user for a code from an authenticator app after the password;
            these demo accounts have no second factor. Each uses the password{" "}
            <code className="rounded bg-slate-100 px-1">{view.demoAccounts.password}</code>.
          </p>
          <ul className="mt-2 space-y-0.5">
            {view.demoAccounts.users.map((user) => (
              <li key={user.email}>
                <code>{user.email}</code> <span className="text-slate-500">({user.role})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </AuthCard>
  );
}
