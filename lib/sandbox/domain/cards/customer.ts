import { and, asc, eq, inArray } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { cards } from "../../tables/cards";
import type { Customer } from "../../tables/customers";
import type { BulkItems, ItemCreator } from "../bulk";
import { lockActiveCustomer, touchCustomer } from "../customers/load";
import type { CustomerItemReader } from "../customers/view";
import { type CardDetails, issueCard } from "./issue";
import { cardView } from "./view";

/**
 * One item of POST /customers or POST /customers/{id}/cards. As for accounts, the customer is
 * locked and its status read afresh for each item: concurrent creates queue up before the
 * maximum check, and a customer held meanwhile gets no card (4224005 / 4224006 / 4220002).
 */
export const createCustomerCard: ItemCreator<"cards"> = async (
  ctx: SandboxContext,
  customer: Customer,
  item,
) => {
  const locked = await lockActiveCustomer(ctx, customer.id);
  const card = await issueCard(ctx, locked, detailsOf(item));
  await touchCustomer(ctx, customer.id);
  return cardView(card);
};

function detailsOf(item: BulkItems["cards"]): CardDetails {
  return {
    embossName: item.emboss_name,
    embossFourthLine: item.emboss_fourth_line,
    cardType: item.card_type,
    carrierDeliveryAddress: item.carrier_delivery_address,
    bulkDeliveryAddress: item.bulk_delivery_address,
    userDefined1: item.user_defined_1,
    userDefined2: item.user_defined_2,
    userDefined3: item.user_defined_3,
    userDefined4: item.user_defined_4,
  };
}

/**
 * The `cards` of customer responses, oldest first, each with its cardholder_id. Ended cards are
 * listed with their status (a replaced card shows its replacement); a card taken off the
 * customer is no longer the customer's, so it is not.
 */
export const customerCardViews: CustomerItemReader = async (ctx, customerIds) => {
  const rows = await ctx.db
    .select()
    .from(cards)
    .where(and(inArray(cards.customerId, [...customerIds]), eq(cards.unassigned, false)))
    .orderBy(asc(cards.seq));
  const byCustomer = new Map<string, ReturnType<typeof cardView>[]>();
  for (const row of rows) {
    byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), cardView(row)]);
  }
  return byCustomer;
};
