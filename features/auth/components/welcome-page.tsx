import { Link } from "@/components/ui/link";
import { textLinkClass } from "@/components/ui/text-link";
import { ToasterProvider } from "@/components/ui/toaster";
import { linkRefusal } from "../lib/link-words";
import type { WelcomePageView } from "../loaders/welcome-page";
import { AuthCard } from "./auth-card";
import { SetPasswordForm } from "./set-password-form";

/** Where an invitation or a reset link leads: set a password, or learn why the link is spent. */
export function WelcomePage({ view }: { view: WelcomePageView }) {
  return (
    <AuthCard>
      {view.ok ? (
        <>
          <h1 className="mt-1 mb-2 text-xl font-semibold text-slate-900">
            {view.purpose === "invite" ? `Welcome, ${view.name}` : "Set a new password"}
          </h1>
          <p className="mb-6 text-sm text-slate-700">
            Choose the password you will sign in with as <strong>{view.email}</strong>. This link
            works once.
          </p>
          {/* Outside the console's shell: the form's messages need their own provider. */}
          <ToasterProvider>
            <SetPasswordForm token={view.token} email={view.email} />
          </ToasterProvider>
        </>
      ) : (
        <>
          <h1 className="mt-1 mb-2 text-xl font-semibold text-slate-900">
            This link does not open
          </h1>
          <p className="text-sm text-slate-700">{linkRefusal[view.reason]}</p>
          <p className="mt-4 text-sm">
            <Link href="/login" className={textLinkClass}>
              Go to sign in
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
