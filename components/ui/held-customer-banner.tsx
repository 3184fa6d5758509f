import type { CustomerHold } from "@/lib/cams";
import { enumLabel } from "./enum-options";
import { formatTimestamp } from "./format";

/** The latest verification the provider reported for the customer, if any. */
export type VerificationSeen = { status: string; reportedAt: Date } | null;

/**
 * At the top of a held customer's pages (the customer, its accounts, its cards): what holds
 * them, the verification status, and that the provider refuses changes until it is lifted. The
 * actions it would refuse are disabled on the page, each with the hold's reason beside it.
 */
export function HeldCustomerBanner({
  hold,
  verification,
  name,
}: {
  hold: CustomerHold;
  verification: VerificationSeen;
  name: string;
}) {
  return (
    <section
      aria-labelledby="held-customer"
      data-testid="held-customer-banner"
      className="mb-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <h2 id="held-customer" className="font-semibold">
        {name}: {hold.title}
      </h2>
      <p className="mt-1">
        The provider refuses changes for this customer: new accounts and cards, money movements,
        card replacement and profile or contact changes. They are disabled here until the hold is
        lifted.
      </p>
      <p className="mt-1">
        Verification:{" "}
        {verification
          ? `${enumLabel(verification.status)}, reported ${formatTimestamp(verification.reportedAt.toISOString())}.`
          : "no verification reported for this customer yet."}{" "}
        <span className="text-amber-900">Provider code {hold.code}.</span>
      </p>
    </section>
  );
}
