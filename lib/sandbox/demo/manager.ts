import type { CamsClient } from "@/lib/cams/client";
import { counterpartyIban, demoCast, eurAccountWithIban, kycCustomer } from "./cast";
import { sepaTransfer, settle } from "./payments";

/** Round-up credits on Jane's second account: more than one 50-row page of transactions. */
export const ROUND_UP_CREDITS = 60;

/**
 * Jane Demo, for the manager's journey: an Active KYC customer with two EUR accounts. The main
 * account has one movement of each kind (salary in, top-up, fee, direct debit, transfer to the
 * second account, a settled and a pending outgoing SEPA transfer); the second has 60 round-ups,
 * so its transactions view has two pages.
 */
export async function seedJane(cams: CamsClient): Promise<string> {
  const jane = await cams.call("createCustomer", {
    body: { ...kycCustomer(demoCast.jane), accounts: [eurAccountWithIban, eurAccountWithIban] },
  });
  const [main, savings] = (jane.accounts ?? []).map((account) => account.account_id);
  if (!main || !savings) throw new Error("the sandbox opened fewer than two accounts for Jane");
  const onMain = { account_id: main };

  await cams.call("simulateIncomingPayment", {
    params: onMain,
    body: { amount: 2450, debtor_name: "Northwind Payroll GmbH", debtor_iban: counterpartyIban },
  });
  await cams.call("creditAccount", {
    params: onMain,
    body: { amount: 300, transaction_code: "CashLoad", description: "Cash deposit at branch" },
  });
  await cams.call("debitAccount", {
    params: onMain,
    body: { amount: 4.9, transaction_code: "AccountLoad", description: "Monthly account fee" },
  });
  await cams.call("simulateDirectDebit", {
    params: onMain,
    body: {
      amount: 60,
      creditor_name: "Stadtwerke Berlin",
      creditor_iban: counterpartyIban,
      mandate_id: "DEMO-POWER-0001",
    },
  });
  await cams.call("transferBalance", {
    params: { account_id: main, creditor_account_id: savings },
    body: { amount: 200, description: "Monthly savings" },
  });
  const rent = await cams.call("outgoingCreditTransfer", {
    params: onMain,
    body: sepaTransfer(850, "DEMORENT202611", "Rent November", {
      name: "Hausverwaltung Weber",
      city: "Berlin",
      postal_code: "10115",
    }),
  });
  await settle(cams, rent.transaction_id);
  // Left at ACCP: the pending transfer a manager can settle or reject from the account page.
  await cams.call("outgoingCreditTransfer", {
    params: onMain,
    body: sepaTransfer(75.5, "DEMOINVOICE0042", "Invoice 0042", {
      name: "Fahrradladen Kreuzberg",
      city: "Berlin",
      postal_code: "10961",
    }),
  });

  for (let n = 1; n <= ROUND_UP_CREDITS; n++) {
    await cams.call("creditAccount", {
      params: { account_id: savings },
      body: { amount: 1.5, transaction_code: "AccountLoad", description: `Round-up ${n}` },
    });
  }
  return jane.customer_id;
}
