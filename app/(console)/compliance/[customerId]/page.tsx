import type { Metadata } from "next";
import { BackLink } from "@/components/ui/back-link";
import { EditLink } from "@/components/ui/edit-link";
import { PageHeader } from "@/components/ui/page-header";
import {
  DecisionHistory,
  DecisionSection,
} from "@/features/compliance/components/decision-section";
import { NotesSection } from "@/features/compliance/components/notes-section";
import { PaymentEvents } from "@/features/compliance/components/payment-events";
import { VerificationEvents } from "@/features/compliance/components/verification-events";
import { listComplianceDecisions, listComplianceNotes } from "@/features/compliance/lib/records";
import { Addresses, TypedValues } from "@/features/customers/components/contact-details";
import { CustomerProfile, RiskProfile } from "@/features/customers/components/customer-profile";
import { customerOrNotFound } from "@/features/customers/loaders/customer-or-not-found";
import { requirePagePermission } from "@/lib/console/auth/session";
import { onSandbox } from "@/lib/console/on-sandbox";
import {
  accountPaymentEvents,
  REVIEW_EVENTS_LIMIT,
  verificationEvents,
} from "@/lib/console/webhooks/customer-events";

export const metadata: Metadata = { title: "Compliance review" };

export default async function ComplianceReviewPage({
  params,
}: {
  params: Promise<{ customerId: string }>;
}) {
  // Checked before anything streams, so a refused visitor gets a real 403.
  const { db } = await requirePagePermission("compliance.review");
  const { customerId } = await params;
  const customer = await customerOrNotFound(customerId);
  const accountIds = (customer.accounts ?? []).map((account) => account.account_id);
  const [verifications, payments, notes, decisions] = await Promise.all([
    verificationEvents(db, customerId),
    accountPaymentEvents(db, accountIds),
    listComplianceNotes(db, customerId),
    listComplianceDecisions(db, customerId),
  ]);

  return (
    <>
      <BackLink href="/compliance">Compliance queue</BackLink>
      <PageHeader
        title={`${customer.first_name} ${customer.last_name}`}
        description={`AML review. Provider status ${customer.status ?? "not reported"}, KYC level ${customer.kyc_level ?? "unknown"}. Read the evidence, keep notes, then record a decision with its reason.`}
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
            events={verifications}
            limit={REVIEW_EVENTS_LIMIT}
          />
          <PaymentEvents events={payments} limit={REVIEW_EVENTS_LIMIT} />
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
            onSandbox={onSandbox()}
          />
          <DecisionHistory decisions={decisions} />
          <NotesSection customerId={customerId} notes={notes} />
        </div>
      </div>
    </>
  );
}
