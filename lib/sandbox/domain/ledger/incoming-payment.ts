import { type ParsedOperationBody, toMinorUnits } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import type { Transaction } from "../../tables/ledger";
import { enqueuePaymentStatus, incomingCreditTransferPayment } from "../../webhooks/events";
import { assertAccountCurrency, lockAccounts } from "./locks";
import { assertMovementAllowed, bookLegs } from "./movement";

/** A SEPA payment arriving from outside (simulation), to a customer or corporate account: a load, settled on arrival. */
export async function incomingPayment(
  ctx: SandboxContext,
  accountId: string,
  body: ParsedOperationBody<"simulateIncomingPayment">,
): Promise<Transaction> {
  const {
    accounts: [account],
    limits,
  } = await lockAccounts(ctx, [accountId], ["customer", "corporate"]);
  assertAccountCurrency(account!, body.currency);
  const amountMinor = toMinorUnits(body.amount, body.currency);
  await assertMovementAllowed(ctx, { account: account!, limits }, "load", amountMinor);
  const [transaction] = await bookLegs(ctx, [
    {
      account: account!,
      direction: "credit",
      amountMinor,
      details: {
        processingCodeType: "SepaIncomingPayment",
        description: `From ${body.debtor_name}`,
        paymentStatus: "ACSC",
        counterparty: { name: body.debtor_name, iban: body.debtor_iban },
      },
    },
  ]);
  await enqueuePaymentStatus(ctx, transaction!, incomingCreditTransferPayment);
  return transaction!;
}
