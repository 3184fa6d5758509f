"use client";

import { AwaitingApprovalNotice } from "@/components/ui/awaiting-approval";
import { Button } from "@/components/ui/button";
import { Muted } from "@/components/ui/detail-section";
import { describedBy, Field, Select } from "@/components/ui/field";
import { AmountField, TextField } from "@/components/ui/form-fields";
import { formatMoney } from "@/components/ui/format";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { transferBalance } from "@/features/accounts/actions/transfer-balance";
import { type Account, accountWithBalance, expectedBalance } from "@/features/accounts/lib/account";
import { PROVIDER_FOUND_TOO_LITTLE, spendFrom } from "@/features/accounts/lib/spend-from";
import { accountDisplayName, transferEntry } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { holdNotice, type PolicyInForce } from "@/lib/console/approvals/hold-notice";
import { ConfirmPanel } from "./confirm-panel";
import { balanceAfterText, MoneyResult, TransactionId } from "./money-result";
import { MovementCheckStatus } from "./movement-check";
import { useMoneyForm } from "./use-money-form";

const schema = transferEntry.safeExtend({
  creditor_account_id: z.string().min(1, "Choose the account the money goes to"),
});

/**
 * Moves money to another account of the same customer. The provider moves money between
 * accounts of one currency only, so accounts in another currency are listed but cannot be
 * picked. Success shows both legs: the debit here and the credit there.
 */
export function TransferForm({
  customerId,
  account,
  others,
  customerName,
  policy,
}: {
  customerId: string;
  account: Account;
  others: Account[];
  customerName: string;
  /** The transfer's four-eyes policy in force, if any. */
  policy?: PolicyInForce;
}) {
  const { currency } = account;
  const { form, ask, review, result, check, pending, confirm, cancel, alert, awaiting } =
    useMoneyForm(
      spendFrom(schema, account),
      (values, idempotency_key) =>
        transferBalance({
          ...values,
          customer_id: customerId,
          account_id: account.account_id,
          idempotency_key,
        }),
      { amount: "", currency, creditor_account_id: "" },
      `${account.account_id}:transfer`,
      PROVIDER_FOUND_TOO_LITTLE,
    );
  if (!others.some((other) => other.currency === currency)) {
    return (
      <Muted>
        This customer has no other {currency} account to transfer to. Transfers move money between
        accounts of the same currency.
      </Muted>
    );
  }
  const destinationError = form.formState.errors.creditor_account_id?.message;
  const destination = review && others.find((o) => o.account_id === review.creditor_account_id);
  // The account the money went to, as its holder knows it: IBAN (or identifier) and name.
  const receiver = (id: string) => {
    const other = others.find((o) => o.account_id === id);
    return other ? `${accountDisplayName(other)}, ${customerName}` : customerName;
  };
  const after = review && expectedBalance(account, review.amount, -1);
  const hold = review && holdNotice(policy, "transfer", { amount: review.amount, currency });

  return (
    <form onSubmit={ask} noValidate className="space-y-4">
      {check && <MovementCheckStatus check={check} />}
      <AwaitingApprovalNotice requestId={awaiting} />
      {result && (
        <MoneyResult
          title={`Transferred ${formatMoney(result.sent.amount, currency)}`}
          facts={[
            ["To account", receiver(result.sent.creditor_account_id)],
            [
              "Debit transaction id (this account)",
              <TransactionId key="d" id={result.data.debit_transaction_id} />,
            ],
            [
              "Credit transaction id (other account)",
              <TransactionId key="c" id={result.data.credit_transaction_id} />,
            ],
            ["New balance of this account", balanceAfterText(result.data.debtor.balance, currency)],
            [
              "New balance of the other account",
              balanceAfterText(result.data.creditor.balance, currency),
            ],
          ]}
        />
      )}
      <fieldset
        disabled={review !== null}
        className="disabled:opacity-60 grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <Field id="creditor_account_id" label="To account" error={destinationError}>
            <Select
              id="creditor_account_id"
              {...form.register("creditor_account_id")}
              aria-invalid={Boolean(destinationError)}
              aria-describedby={describedBy("creditor_account_id", destinationError)}
            >
              <option value="" disabled>
                Choose one of the customer's other accounts
              </option>
              {others.map((other) => (
                <option
                  key={other.account_id}
                  value={other.account_id}
                  disabled={other.currency !== currency}
                >
                  {other.currency === currency
                    ? accountWithBalance(other)
                    : `${accountDisplayName(other)} (${other.currency}): another currency`}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <AmountField form={form} currency={currency} />
        <TextField form={form} name="description" label="Description" optional />
      </fieldset>
      <RefusalAlert {...alert} />
      {review && after ? (
        <ConfirmPanel
          title={`Transfer ${formatMoney(review.amount, currency)}?`}
          facts={[
            ["Amount", formatMoney(review.amount, currency)],
            ["From account", accountWithBalance(account)],
            [
              "To account",
              destination
                ? `${accountWithBalance(destination)}, ${customerName}`
                : receiver(review.creditor_account_id),
            ],
            ["Description", review.description],
            [
              hold ? "Balance after approval (this account)" : "Balance after (this account)",
              after.value,
            ],
          ]}
          notice={hold}
          warning={after.warning}
          confirmLabel={`Transfer ${formatMoney(review.amount, currency)}`}
          pending={pending}
          onConfirm={confirm}
          onCancel={cancel}
        />
      ) : (
        <Button type="submit">Review transfer…</Button>
      )}
    </form>
  );
}
