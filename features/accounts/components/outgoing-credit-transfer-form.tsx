"use client";

import { AwaitingApprovalNotice } from "@/components/ui/awaiting-approval";
import { Button } from "@/components/ui/button";
import { AmountField, TextField, typed } from "@/components/ui/form-fields";
import { formatMoney } from "@/components/ui/format";
import { PaymentStatusBadge } from "@/components/ui/payment-status-badge";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { sendOutgoingCreditTransfer } from "@/features/accounts/actions/send-outgoing-credit-transfer";
import {
  accountWithBalance,
  expectedBalance,
  formatIban,
  type MoneyFormProps,
} from "@/features/accounts/lib/account";
import { PROVIDER_FOUND_TOO_LITTLE, spendFrom } from "@/features/accounts/lib/spend-from";
import { fieldHints, outgoingCreditTransferEntry } from "@/lib/cams";
import { holdNotice } from "@/lib/console/approvals/hold-notice";
import { ConfirmPanel } from "./confirm-panel";
import { balanceAfterText, MoneyResult, TransactionId } from "./money-result";
import { MovementCheckStatus } from "./movement-check";
import { useMoneyForm } from "./use-money-form";

/** The structured creditor address (v1.59): city, postal code and country are required. */
const requiredAddress = [
  ["creditor.address.postal_code", "Postal code", typed.code, undefined],
  ["creditor.address.city", "City", undefined, undefined],
  ["creditor.address.country", "Country", typed.code, "A two-letter ISO code, e.g. FR"],
] as const;

const usualAddress = [
  ["creditor.address.street_name", "Street name"],
  ["creditor.address.building_number", "Building number"],
] as const;

const moreAddress = [
  ["creditor.address.building_name", "Building name"],
  ["creditor.address.department", "Department"],
  ["creditor.address.sub_department", "Sub-department"],
  ["creditor.address.floor", "Floor"],
  ["creditor.address.room", "Room"],
  ["creditor.address.post_box", "Post box"],
  ["creditor.address.town_location_name", "Town location name"],
  ["creditor.address.district_name", "District name"],
  ["creditor.address.country_sub_division", "Country subdivision (state, region)"],
] as const;

type OptionalAddressField = (typeof usualAddress | typeof moreAddress)[number][0];

/**
 * An outgoing SEPA credit transfer to a creditor at another bank, from a customer's or a
 * corporate's account (one form: the body and its rules are the same), every rule from the
 * lib/cams schema. The funds leave at once; where the payment then is comes by payment.status webhooks
 * and shows in the account's outgoing transfers.
 */
export function OutgoingCreditTransferForm({ owner, account, policies }: MoneyFormProps) {
  const { currency } = account;
  const { form, ask, review, result, check, pending, confirm, cancel, alert, awaiting } =
    useMoneyForm(
      spendFrom(outgoingCreditTransferEntry, account),
      (values, idempotency_key) =>
        sendOutgoingCreditTransfer({
          ...values,
          owner,
          account_id: account.account_id,
          idempotency_key,
        }),
      { amount: "", currency },
      `${account.account_id}:outgoing-credit-transfer`,
      PROVIDER_FOUND_TOO_LITTLE,
    );
  const after = review && expectedBalance(account, review.amount, -1);
  const hold = review && holdNotice(policies?.outgoing_credit_transfer, "SEPA transfer", review);
  const optional = (name: OptionalAddressField, label: string) => (
    <TextField key={name} form={form} name={name} label={label} optional />
  );

  return (
    <form onSubmit={ask} noValidate className="space-y-5">
      {check && <MovementCheckStatus check={check} />}
      <AwaitingApprovalNotice requestId={awaiting} />
      {result && (
        <MoneyResult
          title={`Sent ${formatMoney(result.sent.amount, currency)} to ${result.sent.creditor.name}`}
          facts={[
            ["Transaction id", <TransactionId key="id" id={result.data.transaction_id} />],
            [
              "Payment status when sent",
              <PaymentStatusBadge key="s" status={String(result.data.payment_status)} />,
            ],
            ["New balance", balanceAfterText(result.data.balance, result.data.currency)],
          ]}
        />
      )}
      <fieldset disabled={review !== null} className="disabled:opacity-60 space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField form={form} currency={currency} />
          <TextField
            form={form}
            name="end_to_end_id"
            label="End-to-end id"
            hint={`${fieldHints.endToEndId}; new for this account, as it identifies the payment end to end`}
            autoComplete="off"
          />
          <div className="sm:col-span-2">
            <TextField
              form={form}
              name="remittance_information"
              label="Remittance information"
              hint="What the creditor sees, at most 140 characters"
              optional
            />
          </div>
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Creditor</legend>
          <div className="sm:col-span-2">
            <TextField form={form} name="creditor.name" label="Creditor name" />
          </div>
          <TextField
            form={form}
            name="creditor.iban"
            label="IBAN"
            hint="Spaces are removed, e.g. FR76 3000 6000 0112 3456 7890 189"
            setValueAs={typed.iban}
            autoComplete="off"
          />
          <TextField
            form={form}
            name="creditor.bic"
            label="BIC"
            hint="8 or 11 characters, e.g. BNPAFRPP"
            optional
            setValueAs={(value) => typed.optional(typed.code(value))}
          />
          <TextField
            form={form}
            name="creditor.bank_country"
            label="Bank country"
            hint="Where the creditor's bank is: a two-letter ISO code, e.g. FR"
            setValueAs={typed.code}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Creditor address</legend>
          {usualAddress.map(([name, label]) => optional(name, label))}
          {requiredAddress.map(([name, label, setValueAs, hint]) => (
            <TextField
              key={name}
              form={form}
              name={name}
              label={label}
              setValueAs={setValueAs}
              hint={hint}
            />
          ))}
          <details className="sm:col-span-2">
            <summary className="cursor-pointer text-sm text-brand-700">More address fields</summary>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {moreAddress.map(([name, label]) => optional(name, label))}
            </div>
          </details>
        </fieldset>
      </fieldset>
      <RefusalAlert {...alert} />
      {review && after ? (
        <ConfirmPanel
          notice={hold}
          title={`Send ${formatMoney(review.amount, currency)} to ${review.creditor.name}?`}
          facts={[
            ["Amount", formatMoney(review.amount, currency)],
            ["Currency", review.currency],
            ["From account", accountWithBalance(account)],
            ["Creditor name", review.creditor.name],
            ["Creditor IBAN", formatIban(review.creditor.iban)],
            ["Creditor BIC", review.creditor.bic ?? "None given"],
            ["Creditor bank country", review.creditor.bank_country],
            ...addressFacts(review.creditor.address),
            ["End-to-end id", review.end_to_end_id],
            ["Remittance information", review.remittance_information ?? "None given"],
            [hold ? "Balance after approval" : "Balance after", after.value],
          ]}
          warning={after.warning}
          confirmLabel={`Send ${formatMoney(review.amount, currency)}`}
          pending={pending}
          onConfirm={confirm}
          onCancel={cancel}
        />
      ) : (
        <Button type="submit">Review SEPA transfer…</Button>
      )}
    </form>
  );
}

/** Every creditor address field that will be sent, each under its label, in the form's order. */
const addressLabels = [...usualAddress, ...requiredAddress, ...moreAddress].map(
  ([name, label]) => [name.replace("creditor.address.", ""), label] as const,
);

function addressFacts(address: Record<string, string | undefined>): [string, string][] {
  return addressLabels
    .filter(([key]) => address[key])
    .map(([key, label]) => [`Creditor ${label.toLowerCase()}`, address[key] as string]);
}
