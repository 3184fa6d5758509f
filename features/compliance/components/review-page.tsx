import { BackLink } from "@/components/ui/back-link";
import { EditLink } from "@/components/ui/edit-link";
import { enumLabel } from "@/components/ui/enum-options";
import { PageHeader } from "@/components/ui/page-header";
import { Addresses, CustomerProfile, RiskProfile, TypedValues } from "@/features/customers";
import { REVIEW_EVENTS_LIMIT } from "@/features/events/server";
import type { ReviewPageView } from "../loaders/review-page";
import { DecisionHistory, DecisionSection } from "./decision-section";
import { NotesSection } from "./notes-section";
import { PaymentEvents } from "./payment-events";
import { VerificationEvents } from "./verification-events";

/** The compliance officer's review of one customer: evidence left, notes and decision right. */
export function ReviewPage({ view }: { view: ReviewPageView }) {
  const { customer, decisions } = view;
  const customerId = customer.customer_id;
  return (
    <>
      <BackLink href="/compliance">Compliance queue</BackLink>
      <PageHeader
        title={`${customer.first_name} ${customer.last_name}`}
        description={`AML review. Provider status ${customer.status ? enumLabel(customer.status) : "not reported"}, KYC level ${customer.kyc_level ?? "unknown"}. Read the evidence, keep notes, then record a decision with its reason.`}
        actions={
          <EditLink href={`/customers/${encodeURIComponent(customerId)}`}>
            Open the customer page
          </EditLink>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <VerificationEvents
            customerId={customerId}
            events={view.verifications}
            limit={REVIEW_EVENTS_LIMIT}
          />
          <PaymentEvents events={view.payments} limit={REVIEW_EVENTS_LIMIT} />
          <div className="grid gap-4 xl:grid-cols-2">
            <CustomerProfile customer={customer} canEdit={false} />
            <div className="space-y-4">
              <RiskProfile risk={customer.risk_profile} />
              <TypedValues
                id="identifications"
                title="Identifications"
                empty="No identifications."
                items={(customer.identifications ?? []).map((i) => ({
                  type: i.type,
                  value: i.value,
                  // An expiry date is what a DocumentExpired event is about.
                  extra: i.expiry_date ? `expires ${i.expiry_date}` : undefined,
                }))}
              />
            </div>
          </div>
          <Addresses customerId={customerId} addresses={customer.addresses} canEdit={false} />
        </div>
        <div className="space-y-4">
          <DecisionSection
            customerId={customerId}
            status={customer.status}
            decisions={decisions}
            onSandbox={view.onSandbox}
            awaitingApproval={view.awaitingApproval}
            applyHold={view.applyHold}
          />
          <DecisionHistory decisions={decisions} />
          <NotesSection customerId={customerId} notes={view.notes} />
        </div>
      </div>
    </>
  );
}
