import { and, count, eq, notInArray } from "drizzle-orm";
import { ENDED_CARD_STATUSES } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { cards } from "../../tables/cards";
import { assertRoomFor } from "../maximum";

/**
 * 422 / 4224003 when one more card would take the customer over the maximum. Only the cards
 * the customer still holds count: not an ended one (Lost, Stolen, Expired, Replaced, Closed),
 * which can never be used again, nor one taken off the customer. So replacing a card never
 * needs a free place. Only sound while the customer's row is locked.
 */
export async function assertRoomForCard(ctx: SandboxContext, customerId: string): Promise<void> {
  const [held] = await ctx.db
    .select({ total: count() })
    .from(cards)
    .where(
      and(
        eq(cards.customerId, customerId),
        eq(cards.unassigned, false),
        notInArray(cards.status, [...ENDED_CARD_STATUSES]),
      ),
    );
  await assertRoomFor(ctx, "cards", held?.total ?? 0);
}
