import type { CamsClient } from "@/lib/cams/client";
import {
  counterpartyIban,
  deliveryAddress,
  demoCast,
  eurAccountWithIban,
  kycCustomer,
} from "./cast";

const emboss = `${demoCast.carla.first_name} ${demoCast.carla.last_name}`.toUpperCase();
const card = { emboss_name: emboss, carrier_delivery_address: deliveryAddress };

/** Purchases on Carla's virtual card: three approved, the last declined for funds (51). */
const purchases = [
  { amount: 12.5, merchant_category_code: "5411", merchant_id: "REWE-BERLIN-17" },
  { amount: 3.8, merchant_category_code: "5814", merchant_id: "KAFFEE-MITTE" },
  { amount: 29.99, merchant_category_code: "5732", merchant_id: "ELEKTRO-ONLINE" },
  { amount: 900, merchant_category_code: "5944", merchant_id: "JUWELIER-KADEWE" },
];

/**
 * Carla Cardholder, for the support journey: a funded EUR account and three cards, a physical
 * one just Ordered (01), a physical one at Printing (03, ready to activate) and a virtual one,
 * Active from the start (00), with card authorizations approved and declined.
 */
export async function seedCarla(cams: CamsClient): Promise<string> {
  const carla = await cams.call("createCustomer", {
    body: {
      ...kycCustomer(demoCast.carla),
      accounts: [eurAccountWithIban],
      cards: [card, card, { ...card, card_type: "Virtual" }],
    },
  });
  const [account] = carla.accounts ?? [];
  const [, printing, virtual] = carla.cards ?? [];
  if (!account || !printing || !virtual) throw new Error("the sandbox did not open Carla's items");

  await cams.call("simulateIncomingPayment", {
    params: { account_id: account.account_id },
    body: { amount: 400, debtor_name: "Carla Cardholder", debtor_iban: counterpartyIban },
  });
  for (const status of ["02", "03"] as const) {
    await cams.call("simulateCardStatus", {
      params: { card_id: printing.card_id },
      body: { status },
    });
  }
  for (const purchase of purchases) {
    await cams.call("simulateCardAuthorization", {
      params: { card_id: virtual.card_id },
      body: { ...purchase, terminal_id: "T-0001", terminal_location: "DE" },
    });
  }
  return carla.customer_id;
}
