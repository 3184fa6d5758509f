import { creditOrDebit } from "../domain/ledger/credit-debit";
import { collectDirectDebit } from "../domain/ledger/direct-debit";
import { incomingPayment } from "../domain/ledger/incoming-payment";
import { outgoingCreditTransfer } from "../domain/ledger/outgoing-credit-transfer";
import { transferBalance } from "../domain/ledger/transfer";
import { transactionView } from "../domain/ledger/views";
import type { HandlerMap, HandlerResult } from "../handler";
import type { Transaction } from "../tables/ledger";
import { setProgrammeSettings } from "../tables/programme";

const created = async (transaction: Promise<Transaction>): Promise<HandlerResult> => {
  const row = await transaction;
  return { status: 201, body: transactionView(row, row.currency) };
};

export const moneyHandlers: HandlerMap = {
  creditAccount: ({ params, body, ctx }) =>
    created(creditOrDebit(ctx, params.account_id, "credit", body)),
  debitAccount: ({ params, body, ctx }) =>
    created(creditOrDebit(ctx, params.account_id, "debit", body)),
  async transferBalance({ params, body, ctx }) {
    return {
      status: 201,
      body: await transferBalance(ctx, params.account_id, params.creditor_account_id, body),
    };
  },
  outgoingCreditTransfer: ({ params, body, ctx }) =>
    created(outgoingCreditTransfer(ctx, "customer", params.account_id, body)),
  corporateOutgoingCreditTransfer: ({ params, body, ctx }) =>
    created(outgoingCreditTransfer(ctx, "corporate", params.corporate_account_id, body)),
  simulateIncomingPayment: ({ params, body, ctx }) =>
    created(incomingPayment(ctx, params.account_id, body)),
  simulateDirectDebit: ({ params, body, ctx }) =>
    created(collectDirectDebit(ctx, params.account_id, body)),
  async setLimits({ body, ctx }) {
    const settings = await setProgrammeSettings(ctx.db, { limits: body });
    return { status: 200, body: settings.limits ?? {} };
  },
};
