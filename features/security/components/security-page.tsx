import { PageHeader } from "@/components/ui/page-header";
import type { SecurityPageView } from "../loaders/security-page";
import { ConfirmEnrolment, StartEnrolment } from "./enrol-second-factor";
import { SessionsList } from "./sessions-list";

export function SecurityPage({ view }: { view: SecurityPageView }) {
  return (
    <>
      <PageHeader
        title="Security"
        description={`How ${view.email} signs in: a password, and a code from an authenticator app.`}
      />
      {!view.enrolled && view.required && (
        <p
          role="alert"
          className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          Every user here needs a second factor. Set yours up to go on: nothing else opens until you
          have.
        </p>
      )}
      {view.demo && !view.required && (
        <p className="mb-4 rounded-md bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
          This is a demo: its accounts sign in without a second factor. A production console
          requires one of every user.
        </p>
      )}
      <section aria-labelledby="second-factor-heading" className="max-w-2xl space-y-3">
        <h2 id="second-factor-heading" className="text-lg font-semibold">
          Second factor
        </h2>
        {view.enrolled ? (
          <p className="text-sm text-slate-700">
            On. Sign-in asks for a code from your app after your password. {view.recoveryLeft} of
            your 10 recovery codes are unused. If you lose your phone, use a recovery code, or ask
            an admin to reset your second factor.
          </p>
        ) : view.pending ? (
          <ConfirmEnrolment pending={view.pending} />
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Off. With a second factor, a stolen password alone does not open your account.
            </p>
            <StartEnrolment />
          </>
        )}
      </section>
      {view.sessions.length > 0 && (
        <section aria-labelledby="sessions-heading" className="mt-8 space-y-3">
          <h2 id="sessions-heading" className="text-lg font-semibold">
            Where you are signed in
          </h2>
          <p className="text-sm text-slate-700">
            A session ends after 30 idle minutes, or 12 hours after sign-in. End any you do not
            recognise, and ask an admin to reset your password.
          </p>
          <SessionsList sessions={view.sessions} />
        </section>
      )}
    </>
  );
}
