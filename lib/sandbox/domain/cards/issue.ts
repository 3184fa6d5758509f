import { randomUUID } from "node:crypto";
import type { SandboxContext } from "../../context";
import { type Card, cards } from "../../tables/cards";
import type { Customer } from "../../tables/customers";
import { recordStatus } from "./history";
import { assertRoomForCard } from "./max";
import { cardholderIdOf, expiryDateFrom, lastFourOf, SANDBOX_CARD_BIN } from "./numbers";
import { initialStatus } from "./status";

/** What the caller chooses about a new card; the sandbox assigns the rest. */
export type CardDetails = Pick<
  typeof cards.$inferInsert,
  | "embossName"
  | "embossFourthLine"
  | "cardType"
  | "carrierDeliveryAddress"
  | "bulkDeliveryAddress"
  | "userDefined1"
  | "userDefined2"
  | "userDefined3"
  | "userDefined4"
  | "replacedCardId"
  | "replacementReason"
>;

/**
 * Issues one card to the customer, whose row the caller has locked and checked: at its type's
 * first status, with that first status as the first row of its history. The id is made here,
 * not by the database, because last_four comes from it.
 */
export async function issueCard(
  ctx: SandboxContext,
  customer: Customer,
  details: CardDetails,
): Promise<Card> {
  await assertRoomForCard(ctx, customer.id);
  const id = randomUUID();
  const cardType = details.cardType ?? "Physical";
  const status = initialStatus(cardType);
  const [card] = await ctx.db
    .insert(cards)
    .values({
      ...details,
      id,
      customerId: customer.id,
      cardholderId: cardholderIdOf(customer),
      status,
      cardType,
      bin: SANDBOX_CARD_BIN,
      lastFour: lastFourOf(id),
      expiryDate: expiryDateFrom(ctx.now),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await recordStatus(ctx, card!, null, status, details.replacementReason ?? null);
  return card!;
}
