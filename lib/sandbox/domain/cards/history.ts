import { asc, eq } from "drizzle-orm";
import type { CardStatusCode } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type Card, cardStatusHistory, cards } from "../../tables/cards";

/** Writes one status change of a card: its creation (from null) or a move. */
export async function recordStatus(
  ctx: SandboxContext,
  card: Pick<Card, "id">,
  from: CardStatusCode | null,
  to: CardStatusCode,
  reason: string | null = null,
): Promise<void> {
  await ctx.db
    .insert(cardStatusHistory)
    .values({ cardId: card.id, fromStatus: from, toStatus: to, reason, at: ctx.now });
}

/**
 * Moves a card (whose row the caller has locked) to `to`, keeping the history: every status a
 * card has had is a row, so the lifecycle can be shown and audited.
 */
export async function moveCard(
  ctx: SandboxContext,
  card: Card,
  to: CardStatusCode,
  reason: string | null = null,
): Promise<Card> {
  const [moved] = await ctx.db
    .update(cards)
    .set({ status: to, updatedAt: ctx.now })
    .where(eq(cards.id, card.id))
    .returning();
  await recordStatus(ctx, card, card.status, to, reason);
  return moved!;
}

/** GET /cards/{card_id}/status-history: every change, oldest first, in the order written. */
export async function statusHistoryView(ctx: SandboxContext, card: Pick<Card, "id">) {
  const rows = await ctx.db
    .select()
    .from(cardStatusHistory)
    .where(eq(cardStatusHistory.cardId, card.id))
    .orderBy(asc(cardStatusHistory.id));
  return {
    card_id: card.id,
    history: rows.map((row) => ({
      from_status: row.fromStatus,
      to_status: row.toStatus,
      reason: row.reason,
      changed_date: row.at.toISOString(),
    })),
  };
}
