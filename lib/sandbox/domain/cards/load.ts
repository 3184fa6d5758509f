import { eq } from "drizzle-orm";
import { ErrorCode } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { type Card, cards } from "../../tables/cards";
import { dataNotFound, isUuid } from "../ids";

/**
 * The card the path names, or 404 / 4040001, whatever its status. With `lock`, its row stays
 * locked until the request's transaction ends, so concurrent status changes queue up.
 */
export async function findCard(
  ctx: SandboxContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Card> {
  if (!isUuid(id)) throw dataNotFound();
  const query = ctx.db.select().from(cards).where(eq(cards.id, id));
  const [card] = await (options.lock ? query.for("update") : query);
  if (!card) throw dataNotFound();
  return card;
}

/**
 * The card for an interface request: a card taken off its customer (by simulation) answers
 * every one of them, reads included, with 422 / 4220006 (spec: "cannot complete requests").
 */
export async function findAssignedCard(
  ctx: SandboxContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Card> {
  const card = await findCard(ctx, id, options);
  if (card.unassigned) throw new SandboxError(ErrorCode.CardUnassigned);
  return card;
}

/** GET /customers/{customer_id}/cards/{card_id}: 404 unless the card is that customer's. */
export async function findCustomerCard(
  ctx: SandboxContext,
  customerId: string,
  cardId: string,
): Promise<Card> {
  const card = await findCard(ctx, cardId);
  if (card.customerId !== customerId) throw dataNotFound();
  return findAssignedCard(ctx, card.id);
}
