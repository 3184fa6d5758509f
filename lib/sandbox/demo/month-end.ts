import type { CamsClient } from "@/lib/cams/client";
import { deliveryAddress, eurAccountWithIban, kycCustomer } from "./cast";
import { sepaTransfer } from "./payments";

const HOUR_MS = 3_600_000;

/**
 * The scenario's moment: 22:00 UTC on the last day of this month, or of the next when that has
 * passed; advancing a day from it crosses midnight and the month at once.
 */
export function monthEndMoment(now: Date): Date {
  for (let months = 1; ; months++) {
    const lastDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 0);
    const moment = new Date(lastDay + 22 * HOUR_MS);
    if (moment > now) return moment;
  }
}

type AccountHolder = { first_name: string; last_name: string };

async function customerWithAccount(cams: CamsClient, who: AccountHolder, funds: number) {
  const customer = await cams.call("createCustomer", {
    body: {
      ...who,
      kyc_level: "Anonymous",
      nationality: "DE",
      accounts: [eurAccountWithIban],
    },
  });
  const accountId = customer.accounts?.[0]?.account_id as string;
  await cams.call("creditAccount", {
    params: { account_id: accountId },
    body: { amount: funds, transaction_code: "CashLoad", description: "Opening deposit" },
  });
  return accountId;
}

const fee = (cams: CamsClient, accountId: string, amount: number, description: string) =>
  cams.call("debitAccount", {
    params: { account_id: accountId },
    body: { amount, transaction_code: "AccountLoad", description },
  });

/**
 * `month-end`: the sandbox at 22:00 UTC on a month's last day (monthEndMoment: the load sets
 * the clock there first), with an edge of each kind two hours away, built through the interface. Advancing a day (`npm run sandbox -- scenario
 * month-end --advance 1d`, or Settings → Sandbox) shows each fire:
 * - Dora Daily has made both of the day's two debits (spend daily max_count 2): a third is
 *   refused with 4225061 today and passes tomorrow;
 * - Mona Monthly has spent 990.00 of the month's 1,000.00 (spend monthly max_amount): 20.00 more
 *   is refused with 4225054 this month and passes next month;
 * - Tara Transfer's outgoing credit transfer is accepted (ACCP) and settles (ACSC) a business
 *   day on, with its webhook;
 * - Edda Expiry's passport is valid through today: tomorrow it has expired (DocumentExpired,
 *   by webhook), and her card, at 03 Printing, is dispatched (04) a day after it got there.
 */
export async function seedMonthEnd(cams: CamsClient): Promise<void> {
  const moment = new Date((await cams.call("getSandboxClock")).now);
  await cams.call("setConfig", {
    body: { settlement_delay_business_days: 1, card_dispatch_delay_days: 1 },
  });
  await cams.call("setLimits", {
    body: { spend: { daily: { max_count: 2 }, monthly: { max_amount: 1000 } } },
  });

  const dora = await customerWithAccount(cams, { first_name: "Dora", last_name: "Daily" }, 500);
  await fee(cams, dora, 10, "Coffee beans");
  await fee(cams, dora, 12.5, "Lunch");

  const mona = await customerWithAccount(cams, { first_name: "Mona", last_name: "Monthly" }, 1500);
  await fee(cams, mona, 990, "Rent");

  const tara = await customerWithAccount(cams, { first_name: "Tara", last_name: "Transfer" }, 200);
  await cams.call("outgoingCreditTransfer", {
    params: { account_id: tara },
    body: sepaTransfer(50, "MONTHEND1", "Invoice at month end", {
      name: "Stadtwerke Nord",
      city: "Hamburg",
      postal_code: "20095",
    }),
  });

  const expiryDate = moment.toISOString().slice(0, 10);
  const person = {
    first_name: "Edda",
    last_name: "Expiry",
    passport: `ME${expiryDate.replaceAll("-", "")}`,
  };
  const base = kycCustomer(person);
  const edda = await cams.call("createCustomer", {
    body: {
      ...base,
      identifications: [{ type: "Passport", value: person.passport, expiry_date: expiryDate }],
      cards: [{ emboss_name: "EDDA EXPIRY", carrier_delivery_address: deliveryAddress }],
    },
  });
  const cardId = edda.cards?.[0]?.card_id as string;
  for (const status of ["02", "03"] as const) {
    await cams.call("simulateCardStatus", { params: { card_id: cardId }, body: { status } });
  }
}
