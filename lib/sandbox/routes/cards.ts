import { createBulkItems } from "../domain/bulk";
import { statusHistoryView } from "../domain/cards/history";
import { findAssignedCard, findCustomerCard } from "../domain/cards/load";
import { operateCard } from "../domain/cards/operate";
import { replaceCard } from "../domain/cards/replace";
import { simulateCardStatus } from "../domain/cards/simulate";
import { cardView } from "../domain/cards/view";
import { findCustomer } from "../domain/customers/load";
import { listTransactions } from "../domain/transactions/list";
import type { HandlerMap, HandlerResult } from "../handler";
import type { Card } from "../tables/cards";
import { bulkAnswer } from "./bulk";

const card = (row: Card, status = 200): HandlerResult => ({ status, body: cardView(row) });

// The card-status simulation lives here, not in simulations.ts: it is the card status machine.
export const cardHandlers: HandlerMap = {
  async createCards({ params, body, ctx }) {
    const customer = await findCustomer(ctx, params.customer_id);
    return bulkAnswer("cards", await createBulkItems(ctx, customer, "cards", body));
  },
  getCard: async ({ params, ctx }) => card(await findAssignedCard(ctx, params.card_id)),
  getCustomerCard: async ({ params, ctx }) =>
    card(await findCustomerCard(ctx, params.customer_id, params.card_id)),
  replaceCard: async ({ params, body, ctx }) =>
    card(await replaceCard(ctx, params.card_id, body), 201),
  async getCardStatusHistory({ params, ctx }) {
    const found = await findAssignedCard(ctx, params.card_id);
    return { status: 200, body: await statusHistoryView(ctx, found) };
  },
  activateCard: async ({ params, ctx }) => card(await operateCard(ctx, params.card_id, "activate")),
  blockCard: async ({ params, ctx }) => card(await operateCard(ctx, params.card_id, "block")),
  unblockCard: async ({ params, ctx }) => card(await operateCard(ctx, params.card_id, "unblock")),
  async listCardTransactions({ params, query, ctx }) {
    const { id } = await findAssignedCard(ctx, params.card_id);
    return { status: 200, body: await listTransactions(ctx, { cardId: id }, query) };
  },
  simulateCardStatus: async ({ params, body, ctx }) =>
    card(await simulateCardStatus(ctx, params.card_id, body)),
};
