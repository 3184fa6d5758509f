import "server-only";
import { customerOrNotFound } from "@/features/customers/server";
import { accountPaymentEvents, verificationEvents } from "@/features/events/server";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listComplianceNotes } from "../lib/records";
import { loadDecisionPanel } from "./decision-panel";

/**
 * An AML review: the permission first (a real 403 before anything renders), then the customer
 * from the provider and, at once, the evidence the console holds: verification and payment
 * events, notes and decisions.
 */
export async function loadReviewPage(customerId: string) {
  const { db } = await requirePagePermission("compliance.review");
  const [customer, verifications, notes, panel] = await Promise.all([
    customerOrNotFound(customerId),
    verificationEvents(db, customerId),
    listComplianceNotes(db, customerId),
    loadDecisionPanel(db, customerId),
  ]);
  // Payment events are found through the accounts, which only the customer read names.
  const accountIds = (customer.accounts ?? []).map((account) => account.account_id);
  const payments = await accountPaymentEvents(db, accountIds);
  return { customer, verifications, payments, notes, ...panel };
}

export type ReviewPageView = Awaited<ReturnType<typeof loadReviewPage>>;
