import "server-only";
import { accountsCreateRequest, cardsCreateRequest } from "@/lib/cams";
import { camsClient } from "@/lib/console/cams-client";
import { seenCard, seenCustomerAccount } from "@/lib/console/directory";

/** Opening accounts is part of onboarding, before or after: customers.onboard. */
export const customerAccounts = {
  kind: "account" as const,
  permission: "customers.onboard" as const,
  items: accountsCreateRequest,
  create: async (customer_id: string, body: typeof accountsCreateRequest._zod.output) =>
    (await camsClient().call("createAccounts", { params: { customer_id }, body })).accounts,
  seen: seenCustomerAccount,
};

/**
 * Issuing a card is cards.issue's business, in onboarding or out of it; today the roles that
 * onboard hold it too.
 */
export const customerCards = {
  kind: "card" as const,
  permission: "cards.issue" as const,
  items: cardsCreateRequest,
  create: async (customer_id: string, body: typeof cardsCreateRequest._zod.output) =>
    (await camsClient().call("createCards", { params: { customer_id }, body })).cards,
  seen: (customer_id: string, card: Parameters<typeof seenCard>[0]) => seenCard(card, customer_id),
};
