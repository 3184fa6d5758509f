import "server-only";
import { listBeneficiaries } from "@/features/beneficiaries/server";
import { latestVerification } from "@/features/events/server";
import { pendingProductsFor } from "@/features/onboarding/server";
import { LATEST_TRANSACTIONS } from "@/features/transactions";
import { customerHold } from "@/lib/cams";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { readOrExplain } from "@/lib/console/read-or-explain";
import { customerTimeline } from "../lib/timeline";
import { customerOrNotFound } from "./customer-or-not-found";

/**
 * The customer page: the permission first (a real 403 before anything streams), then the
 * customer and its verification status at once, so an unknown id is a real 404. The timeline
 * and the first account's latest transactions need what the customer read names; they are
 * started here and stream in.
 */
export async function loadCustomerPage(customerId: string) {
  const { db, user } = await requirePagePermission("customers.view");
  const [customer, verification, pending] = await Promise.all([
    customerOrNotFound(customerId),
    latestVerification(db, customerId),
    pendingProductsFor(db, user, customerId),
  ]);
  const timeline = customerTimeline(db, {
    customerId,
    accountIds: (customer.accounts ?? []).map((a) => a.account_id),
    cardIds: (customer.cards ?? []).map((c) => c.card_id),
  });
  const firstAccount = customer.accounts?.[0];
  const latest =
    firstAccount &&
    readOrExplain(
      db,
      camsClient().call("listAccountTransactions", {
        params: { account_id: firstAccount.account_id },
        query: { page_number: 1, page_size: LATEST_TRANSACTIONS },
      }),
    );
  return {
    customer,
    latest,
    beneficiaries: listBeneficiaries(db, customerId),
    verification,
    // An AML hold or rejection: the page says so at the top, and what the provider would refuse
    // is disabled with the reason (the actions and the provider refuse it anyway).
    hold: customerHold(customer.status),
    pending,
    timeline,
    // Links a role cannot follow are hidden; the pages and actions refuse them anyway.
    can: {
      editProfile: can(user.role, "customers.editProfile"),
      editContact: can(user.role, "customers.editContact"),
      viewCards: can(user.role, "cards.view"),
      openAccounts: can(user.role, "customers.onboard"),
      issueCards: can(user.role, "cards.issue"),
      manageBeneficiaries: can(user.role, "beneficiaries.manage"),
      openCase: can(user.role, "cases.open"),
    },
  };
}

export type CustomerPageView = Awaited<ReturnType<typeof loadCustomerPage>>;
