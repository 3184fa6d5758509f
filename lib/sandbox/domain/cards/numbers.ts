import type { Customer } from "../../tables/customers";

/**
 * The BIN of every sandbox card. `9` opens the range ISO/IEC 7812 leaves to national use, so no
 * scheme issues it; 8 digits as schemes assign them today. Spend control groups name the cards
 * they govern by this bin.
 */
export const SANDBOX_CARD_BIN = "99999901";

/** Cards are valid for three years, to the end of their expiry month. */
const VALIDITY_YEARS = 3;

/**
 * The cardholder behind all of a customer's cards: stable, because it comes from the customer's
 * `seq`, and opaque like the provider's ids (`CH` and ten digits).
 */
export function cardholderIdOf(customer: Pick<Customer, "seq">): string {
  return `CH${String(customer.seq).padStart(10, "0")}`;
}

/**
 * The last four digits of the card number. The sandbox keeps no PAN; the digits come from the
 * card's random id, so they look random yet stay the same for the card.
 */
export function lastFourOf(cardId: string): string {
  const tail = Number.parseInt(cardId.replaceAll("-", "").slice(-8), 16);
  return String(tail % 10_000).padStart(4, "0");
}

/** `YYYY-MM`, as printed on the card (MM/YY) but with the full year. */
export function expiryDateFrom(issued: Date): string {
  const year = issued.getUTCFullYear() + VALIDITY_YEARS;
  return `${year}-${String(issued.getUTCMonth() + 1).padStart(2, "0")}`;
}
