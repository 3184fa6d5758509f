import type { CamsClient } from "@/lib/cams/client";
import { counterpartyIban, demoCast, demoCorporate, eurAccountWithIban } from "./cast";
import { sepaTransfer, settle } from "./payments";

/**
 * Nordlicht Trading GmbH, for the Corporates page: a director and one EUR account, paid by a
 * client and paying a supplier (settled). The provider has no corporate search, so its id is
 * logged when seeding ends, and the corporate as read at the end is answered, for whoever
 * seeded it to enter in the console's directory (lib/bootstrap.ts, the scenario's result).
 */
export async function seedCorporate(cams: CamsClient) {
  const corporate = await cams.call("createCorporate", {
    body: {
      name: demoCorporate.name,
      registration_number: "HRB 204117",
      tax_residency: "DE",
      address: { line_1: "Speicherstadt 5", city: "Hamburg", postal_code: "20457", country: "DE" },
    },
  });
  const params = { corporate_id: corporate.corporate_id };
  await cams.call("createCorporateIndividual", {
    params,
    body: {
      first_name: "Lena",
      last_name: "Nordlicht",
      types: ["Director"],
      residence_country: "DE",
    },
  });
  const opened = await cams.call("createCorporateAccounts", {
    params,
    body: [eurAccountWithIban],
  });
  const accountId = opened.accounts[0]?.account_id;
  if (!accountId) throw new Error("the sandbox opened no account for the corporate");
  await cams.call("simulateIncomingPayment", {
    params: { account_id: accountId },
    body: { amount: 12000, debtor_name: "Hafenlogistik AG", debtor_iban: counterpartyIban },
  });
  const paid = await cams.call("corporateOutgoingCreditTransfer", {
    params: { corporate_account_id: accountId },
    body: sepaTransfer(1840.25, "DEMOSUPPLIER0007", "Order 0007", {
      name: "Kaffeerösterei Altona",
      city: "Hamburg",
      postal_code: "22765",
    }),
  });
  await settle(cams, paid.transaction_id);
  return cams.call("getCorporate", { params });
}

/** Two Anonymous customers sharing a last name, so a search finds more than one. */
export async function seedAnonymous(cams: CamsClient): Promise<string[]> {
  const alex = await cams.call("createCustomer", {
    body: { ...names(demoCast.alex), kyc_level: "Anonymous", nationality: "DE" },
  });
  const andrea = await cams.call("createCustomer", {
    body: {
      ...names(demoCast.andrea),
      kyc_level: "Anonymous",
      nationality: "FR",
      accounts: [{ currency: "EUR" }],
    },
  });
  return [alex.customer_id, andrea.customer_id];
}

const names = (person: { first_name: string; last_name: string }) => ({
  first_name: person.first_name,
  last_name: person.last_name,
});
