"use client";

import { useRouter } from "next/navigation";
import { useFieldArray } from "react-hook-form";
import { AwaitingApprovalNotice } from "@/components/ui/awaiting-approval";
import { Button } from "@/components/ui/button";
import { errorAt, SelectField, TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { updateApprovalPolicy } from "@/features/approvals/actions/update-approval-policy";
import { policyEntry } from "../lib/policy-input";
import { roleLabels, sentence } from "../lib/words";
import type { PolicyView } from "../loaders/policies-page";

/** "Above" in the words of what the action has: an amount, rows, or both. */
function aboveLabel({ movesMoney, countsRows }: Pick<PolicyView, "movesMoney" | "countsRows">) {
  if (countsRows)
    return movesMoney ? "Above a number of rows or a total" : "Above a number of rows";
  return movesMoney ? "Above an amount (strictly greater)" : null;
}

const modeOptions = (policy: PolicyView) => {
  const above = aboveLabel(policy);
  return [
    { value: "off", label: "Off: never" },
    { value: "always", label: "Always" },
    ...(above ? [{ value: "above", label: above }] : []),
  ];
};

/** One action's policy: when it needs a second person, who approves, how long a request waits. */
export function PolicyForm({ policy, guarded }: { policy: PolicyView; guarded: boolean }) {
  const router = useRouter();
  const { form, submit, pending, alert, awaiting } = useActionForm(
    policyEntry,
    // The form parsed the typed hours and amounts: the action is given those numbers.
    updateApprovalPolicy,
    {
      defaultValues: {
        action: policy.action,
        mode: policy.mode,
        approver_role: policy.approverRole,
        expiry_hours: String(policy.expiryHours),
        thresholds: policy.thresholds,
        max_rows: policy.maxRows,
      },
      success: `${policy.label}: policy saved.`,
      onSuccess: () => router.refresh(),
    },
  );
  const rows = useFieldArray({ control: form.control, name: "thresholds" });
  const above = form.watch("mode") === "above";
  const listError = errorAt(form.formState.errors, "thresholds");

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="policy-title"
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="policy-title" className="text-base font-semibold text-slate-900">
        Change the policy: {policy.label}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          form={form}
          name="mode"
          label="Needs a second person"
          options={modeOptions(policy)}
          placeholder="Choose…"
          hint={
            guarded && policy.action === "policy_change"
              ? "Stays always, for another admin, while any other policy is on."
              : undefined
          }
        />
        <SelectField
          form={form}
          name="approver_role"
          label="Approved by"
          options={policy.approverRoles.map((role) => ({
            value: role,
            label: sentence(roleLabels[role]),
          }))}
          hint={
            policy.approverRoles.length === 1
              ? "Only an admin: it changes the console's own controls. Never the maker."
              : "Only roles that may do it themselves; or an admin. Never the maker."
          }
        />
        <TextField
          form={form}
          name="expiry_hours"
          label="Request expires after (hours)"
          inputMode="numeric"
        />
      </div>
      {above && policy.countsRows && (
        <TextField
          form={form}
          name="max_rows"
          label="Rows a batch may have without a second person"
          inputMode="numeric"
          hint={
            policy.movesMoney
              ? "A batch of more rows waits. Leave empty to judge by the totals alone."
              : "A batch of more rows waits, e.g. 100."
          }
        />
      )}
      {above && policy.movesMoney && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">
            {policy.countsRows
              ? "Totals: a batch whose total in a currency is strictly greater than its amount waits; a currency not listed never does."
              : "Amounts: a movement strictly greater than its currency's amount waits; a currency not listed never does."}
          </legend>
          {rows.fields.map((row, index) => (
            <div key={row.id} className="grid items-start gap-3 sm:grid-cols-[8rem_1fr_auto]">
              <TextField form={form} name={`thresholds.${index}.currency`} label="Currency" />
              <TextField
                form={form}
                name={`thresholds.${index}.amount`}
                label="Amount"
                inputMode="decimal"
                hint="e.g. 1000.00"
              />
              <Button variant="ghost" className="sm:mt-7" onClick={() => rows.remove(index)}>
                Remove
              </Button>
            </div>
          ))}
          {listError && (
            <p role="alert" className="text-xs font-medium text-red-700">
              {listError}
            </p>
          )}
          <Button variant="secondary" onClick={() => rows.append({ currency: "EUR", amount: "" })}>
            Add a currency
          </Button>
        </fieldset>
      )}
      <RefusalAlert {...alert} />
      <AwaitingApprovalNotice requestId={awaiting} />
      <Button type="submit" pending={pending}>
        Save policy
      </Button>
    </form>
  );
}
