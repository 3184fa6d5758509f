import "server-only";
import { latestVerification } from "@/features/events/server";
import { customerHold } from "@/lib/cams";
import type { Permission } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { orNotFound } from "@/lib/console/or-not-found";
import { onboardingOptions } from "../lib/options";

/**
 * "Open accounts" (customers.onboard, as at onboarding) or "Issue cards" (cards.issue) for an
 * existing customer: the permission first, a real 404 for an unknown customer, and the hold
 * that would make the provider refuse every item, said before anything is filled in.
 */
async function loadCustomerProductsPage(customerId: string, permission: Permission) {
  const { db } = await requirePagePermission(permission);
  const [customer, verification] = await Promise.all([
    orNotFound(camsClient().call("getCustomer", { params: { customer_id: customerId } })),
    latestVerification(db, customerId),
  ]);
  return {
    customer: {
      customer_id: customer.customer_id,
      first_name: customer.first_name,
      last_name: customer.last_name,
      addresses: customer.addresses ?? [],
    },
    hold: customerHold(customer.status),
    verification: verification && {
      status: verification.status,
      reportedAt: verification.eventCreatedAt,
    },
    options: onboardingOptions(),
  };
}

export const loadOpenAccountsPage = (customerId: string) =>
  loadCustomerProductsPage(customerId, "customers.onboard");

export const loadIssueCardsPage = (customerId: string) =>
  loadCustomerProductsPage(customerId, "cards.issue");

export type CustomerProductsView = Awaited<ReturnType<typeof loadCustomerProductsPage>>;
