"use client";

import { AwaitingApprovalNotice } from "@/components/ui/awaiting-approval";
import { Button } from "@/components/ui/button";
import { enumLabel } from "@/components/ui/enum-options";
import { describedBy, Field, Select } from "@/components/ui/field";
import { AmountField, TextField } from "@/components/ui/form-fields";
import { formatMoney } from "@/components/ui/format";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { creditAccount } from "@/features/accounts/actions/credit-account";
import { debitAccount } from "@/features/accounts/actions/debit-account";
import {
  accountWithBalance,
  expectedBalance,
  type MoneyFormProps,
} from "@/features/accounts/lib/account";
import { PROVIDER_FOUND_TOO_LITTLE, spendFrom } from "@/features/accounts/lib/spend-from";
import { creditDebitEntry, meaningOf, transactionCodeMeanings, transactionCodes } from "@/lib/cams";
import { holdNotice } from "@/lib/console/approvals/hold-notice";
import { ConfirmPanel } from "./confirm-panel";
import { balanceAfterText, MoneyResult, TransactionId } from "./money-result";
import { MovementCheckStatus } from "./movement-check";
import { useMoneyForm } from "./use-money-form";

/**
 * `code`: the transaction_code a form starts at. The spec's list (credit and debit share it) has
 * one code that says money leaves, SepaOutgoingPayment, so a debit starts there; AccountLoad
 * would label the debit "Account load". Each option says what it means, so another is one
 * informed choice away (README, Money).
 */
const words = {
  credit: {
    verb: "Credit",
    done: "Credited",
    side: "To account",
    sign: 1,
    action: creditAccount,
    code: "AccountLoad",
  },
  debit: {
    verb: "Debit",
    done: "Debited",
    side: "From account",
    sign: -1,
    action: debitAccount,
    code: "SepaOutgoingPayment",
  },
} as const;

/** Credit or debit the account (one body model): amount, transaction_code, description. */
export function CreditDebitForm({
  direction,
  owner,
  account,
  policies,
}: MoneyFormProps & { direction: "credit" | "debit" }) {
  const { verb, done, side, sign, action, code } = words[direction];
  const { currency } = account;
  const { form, ask, review, result, check, pending, confirm, cancel, alert, awaiting } =
    useMoneyForm(
      // A debit cannot take more than the account holds; a credit has no such bound.
      direction === "debit" ? spendFrom(creditDebitEntry, account) : creditDebitEntry,
      (values, idempotency_key) =>
        action({
          ...values,
          owner,
          account_id: account.account_id,
          idempotency_key,
        }),
      { amount: "", currency, transaction_code: code },
      `${account.account_id}:${direction}`,
      direction === "debit" ? PROVIDER_FOUND_TOO_LITTLE : undefined,
    );
  const codeError = form.formState.errors.transaction_code?.message;
  const codeHint = meaningOf(transactionCodeMeanings, String(form.watch("transaction_code")));
  const after = review && expectedBalance(account, review.amount, sign);
  const hold =
    review && holdNotice(policies?.[direction], direction, { amount: review.amount, currency });

  return (
    <form onSubmit={ask} noValidate className="space-y-4">
      {check && <MovementCheckStatus check={check} />}
      <AwaitingApprovalNotice requestId={awaiting} />
      {result && (
        <MoneyResult
          title={`${done} ${formatMoney(result.sent.amount, currency)}`}
          facts={[
            ["Transaction id", <TransactionId key="id" id={result.data.transaction_id} />],
            ["New balance", balanceAfterText(result.data.balance, result.data.currency)],
          ]}
        />
      )}
      <fieldset
        disabled={review !== null}
        className="disabled:opacity-60 grid gap-4 sm:grid-cols-2"
      >
        <AmountField form={form} currency={currency} />
        <Field
          id="transaction_code"
          label="Transaction code"
          error={codeError}
          hint={codeHint ?? undefined}
        >
          <Select
            id="transaction_code"
            {...form.register("transaction_code")}
            aria-invalid={Boolean(codeError)}
            aria-describedby={describedBy("transaction_code", codeError, codeHint ?? undefined)}
          >
            {transactionCodes.map((option) => (
              <option key={option} value={option}>
                {enumLabel(option)} — {transactionCodeMeanings[option]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <TextField form={form} name="description" label="Description" optional />
        </div>
      </fieldset>
      <RefusalAlert {...alert} />
      {review && after ? (
        <ConfirmPanel
          title={`${verb} ${formatMoney(review.amount, currency)}?`}
          facts={[
            ["Amount", formatMoney(review.amount, currency)],
            [side, accountWithBalance(account)],
            [
              "Transaction code",
              `${enumLabel(review.transaction_code)}: ${transactionCodeMeanings[review.transaction_code]}`,
            ],
            ["Description", review.description],
            [hold ? "Balance after approval" : "Balance after", after.value],
          ]}
          notice={hold}
          warning={after.warning}
          confirmLabel={`${verb} ${formatMoney(review.amount, currency)}`}
          pending={pending}
          onConfirm={confirm}
          onCancel={cancel}
        />
      ) : (
        <Button type="submit">Review {verb.toLowerCase()}…</Button>
      )}
    </form>
  );
}
