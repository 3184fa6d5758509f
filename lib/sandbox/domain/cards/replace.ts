import { eq } from "drizzle-orm";
import type { ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type Card, cards } from "../../tables/cards";
import { lockActiveCustomer, touchCustomer } from "../customers/load";
import { moveCard } from "./history";
import { issueCard } from "./issue";
import { findAssignedCard } from "./load";
import { statusAfter } from "./status";

/**
 * POST /cards/{card_id}/replace: the old card ends as `62` Replaced (its history row keeps the
 * reason), and a new card of the same type is issued to the same customer, who must be active.
 * The emboss lines and the vendor's user_defined data default to the old card's; the delivery
 * addresses are the request's. The two cards name each other.
 *
 * Locks the card, then its customer: the order every card operation takes them in. A card
 * authorization locks its card, then the customer (lib/sandbox/domain/ledger/locks.ts); a
 * simulation that moves a card and unassigns it updates the card row twice, and PostgreSQL
 * checks the customer foreign key on the second update (FOR KEY SHARE on the customer). Locking
 * the customer first here deadlocked against both (fuzz seed 1584357922).
 */
export async function replaceCard(
  ctx: SandboxContext,
  cardId: string,
  body: ParsedOperationBody<"replaceCard">,
): Promise<Card> {
  const old = await findAssignedCard(ctx, cardId, { lock: true });
  const customer = await lockActiveCustomer(ctx, old.customerId);
  await moveCard(ctx, old, statusAfter(old, "replace"), body.reason);
  const replacement = await issueCard(ctx, customer, {
    embossName: body.emboss_name ?? old.embossName,
    embossFourthLine: body.emboss_fourth_line ?? old.embossFourthLine,
    cardType: old.cardType,
    carrierDeliveryAddress: body.carrier_delivery_address,
    bulkDeliveryAddress: body.bulk_delivery_address,
    userDefined1: old.userDefined1,
    userDefined2: old.userDefined2,
    userDefined3: old.userDefined3,
    userDefined4: old.userDefined4,
    replacedCardId: old.id,
    replacementReason: body.reason,
  });
  await ctx.db
    .update(cards)
    .set({ replacementCardId: replacement.id, updatedAt: ctx.now })
    .where(eq(cards.id, old.id));
  await touchCustomer(ctx, customer.id);
  return replacement;
}
