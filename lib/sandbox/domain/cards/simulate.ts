import { eq } from "drizzle-orm";
import type { ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type Card, cards } from "../../tables/cards";
import { moveCard } from "./history";
import { findCard } from "./load";
import { assertSimulatedMove } from "./status";

const SIMULATED = "Simulated";

/**
 * POST /simulate/cards/{card_id}/status: what the provider does to a card on its own. `status`
 * moves it as assertSimulatedMove allows; `unassigned: true` takes it off its customer, after
 * which every interface request for it answers 4220006, and `false` gives it back. It works on
 * an unassigned card too: only the provider can give it back.
 */
export async function simulateCardStatus(
  ctx: SandboxContext,
  cardId: string,
  body: ParsedOperationBody<"simulateCardStatus">,
): Promise<Card> {
  let card = await findCard(ctx, cardId, { lock: true });
  if (body.status !== undefined) {
    assertSimulatedMove(card.status, body.status);
    card = await moveCard(ctx, card, body.status, SIMULATED);
  }
  if (body.unassigned !== undefined) {
    const [changed] = await ctx.db
      .update(cards)
      .set({ unassigned: body.unassigned, updatedAt: ctx.now })
      .where(eq(cards.id, card.id))
      .returning();
    card = changed!;
  }
  return card;
}
