import { eq } from "drizzle-orm";
import { authorizeCardPayment, decideCardAuthorization } from "../domain/authorizations/authorize";
import { findCustomer, touchCustomer } from "../domain/customers/load";
import { customerView } from "../domain/customers/view";
import { settleOutgoingCreditTransfer } from "../domain/ledger/settle-outgoing-credit-transfer";
import { transactionDetailsView, transactionView } from "../domain/ledger/views";
import type { HandlerMap } from "../handler";
import { customers } from "../tables/customers";
import { enqueueUserVerificationStatus } from "../webhooks/events";
import { redeliverWebhook } from "../webhooks/redeliver";

export const simulationHandlers: HandlerMap = {
  /** The AML check's verdict changes: hold, release or reject a customer. No webhook: the spec has none for AML. */
  async simulateCustomerAml({ params, body, ctx }) {
    const customer = await findCustomer(ctx, params.customer_id);
    await ctx.db
      .update(customers)
      .set({ status: body.status })
      .where(eq(customers.id, customer.id));
    await touchCustomer(ctx, customer.id);
    return { status: 200, body: await customerView(ctx, customer.id) };
  },

  /** A verification outcome, as the provider reports it: only by webhook. Answers the queued event. */
  async simulateUserVerification({ params, body, ctx }) {
    const customer = await findCustomer(ctx, params.customer_id);
    return {
      status: 202,
      body: await enqueueUserVerificationStatus(ctx, customer.id, body.status, body.reject_reason),
    };
  },

  /** A webhook sent again, by the dispatcher, under its own id: the receiver's dedupe is tested. */
  async redeliverWebhook({ params, ctx }) {
    return { status: 202, body: await redeliverWebhook(ctx, params.webhook_id) };
  },

  async simulateCardAuthorization({ params, body, ctx }) {
    const transaction = await authorizeCardPayment(ctx, params.card_id, body);
    // The details view: a card transaction's card_acceptor_id is what the merchant reads back.
    return { status: 201, body: transactionDetailsView(transaction, transaction.currency) };
  },

  /** The same decision as simulateCardAuthorization, answered and not recorded. */
  async decideCardAuthorization({ params, body, ctx }) {
    const verdict = await decideCardAuthorization(ctx, params.card_id, body);
    return {
      status: 200,
      body: {
        approved: verdict.approved,
        response_code: verdict.responseCode,
        declined_by: verdict.approved ? null : verdict.stage,
        reason: verdict.approved ? null : verdict.reason,
        spend_control:
          !verdict.approved && verdict.spendControl
            ? {
                id: verdict.spendControl.id,
                name: verdict.spendControl.name,
                rule: verdict.spendControl.reason,
              }
            : null,
      },
    };
  },

  async simulateOutgoingCreditTransfer({ params, body, ctx }) {
    const transaction = await settleOutgoingCreditTransfer(ctx, params.transaction_id, body);
    return { status: 200, body: transactionView(transaction, transaction.currency) };
  },
};
