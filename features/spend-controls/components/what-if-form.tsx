"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { AmountField, SelectField, TextField, typed } from "@/components/ui/form-fields";
import { formatMoney } from "@/components/ui/format";
import { useToaster } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { checkCardAuthorization } from "@/features/spend-controls/actions/check-card-authorization";
import { simulateCardAuthorization } from "@/features/spend-controls/actions/simulate-card-authorization";
import { cardAuthorizationEntry, currencyCodes } from "@/lib/cams";
import { onFormFields } from "../lib/field-errors";

type Checked = Awaited<ReturnType<typeof checkCardAuthorization>>;
type Answer = Extract<Checked, { ok: true }>["data"];
type Sent = Extract<Awaited<ReturnType<typeof simulateCardAuthorization>>, { ok: true }>["data"];

/**
 * The authorization what-if: would this authorization be approved, and if not, which group and
 * rule decline it? On the sandbox the answer is the sandbox's own decision, and the same input
 * can then be sent as a simulated authorization; on a real provider it is an estimate.
 */
export function WhatIfForm({
  cardId,
  sandbox,
  canSend,
}: {
  cardId: string;
  sandbox: boolean;
  canSend: boolean;
}) {
  const router = useRouter();
  const toaster = useToaster();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sent, setSent] = useState<(Sent & { amount: string }) | null>(null);
  const [sending, startSending] = useTransition();
  const { form, submit, pending } = useActionForm(
    cardAuthorizationEntry,
    // useActionForm hands the action the schema's output (the amount as a number).
    (authorization) => checkCardAuthorization({ card_id: cardId, authorization }),
    {
      defaultValues: {
        amount: "",
        currency: "EUR",
        merchant_category_code: "",
        merchant_id: "",
        terminal_id: "",
        terminal_location: "",
      },
      // A refusal's field errors land on the form's own fields; the hook then shows them.
      onRefusal: (refusal) => {
        refusal.fieldErrors = onFormFields(refusal.fieldErrors);
        return false;
      },
      onSuccess: (data) => {
        setAnswer(data);
        setSent(null);
      },
    },
  );
  const currency = String(form.watch("currency"));

  const send = form.handleSubmit((authorization) =>
    startSending(async () => {
      const result = await simulateCardAuthorization({ card_id: cardId, authorization });
      if (!result.ok) {
        toaster.error(result.message);
        return;
      }
      setSent({
        ...result.data,
        amount: formatMoney(authorization.amount, authorization.currency),
      });
      router.refresh();
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Authorization what-if">
      <p className="text-sm text-slate-600">
        {sandbox
          ? "The sandbox runs its own decision on this input, as it would for a real authorization, and records nothing."
          : "The console evaluates the groups it knows of with the same rules. It is an estimate: the provider may know other groups, counts the card's earlier spending and checks funds and programme limits too."}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountField form={form} currency={currency} />
        <SelectField form={form} name="currency" label="Currency" options={currencyCodes} />
        <TextField
          form={form}
          name="merchant_category_code"
          label="Merchant category code"
          hint="4 digits, e.g. 5411"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField form={form} name="merchant_id" label="Merchant id" autoComplete="off" />
        <TextField form={form} name="terminal_id" label="Terminal id" autoComplete="off" />
        <TextField
          form={form}
          name="terminal_location"
          label="Terminal location"
          hint="Country, 2 letters, e.g. DE"
          setValueAs={typed.code}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending}>
          Check the authorization
        </Button>
        {sandbox && canSend && answer && (
          <Button variant="secondary" pending={sending} onClick={send}>
            Send as a simulated authorization
          </Button>
        )}
      </div>
      <div aria-live="polite" className="space-y-3">
        {answer && (
          <div className="flex items-start gap-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
            <Badge tone={answer.approved ? "good" : "bad"}>
              {answer.estimate ? "Estimate" : answer.approved ? "Approved" : "Declined"}
            </Badge>
            <p className="text-sm text-slate-900" data-testid="what-if-answer">
              {answer.words}
            </p>
          </div>
        )}
        {sent && (
          <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
            <p data-testid="simulated-outcome">
              {`Simulated authorization of ${sent.amount}: ${sent.status ?? "no status"}, response code ${sent.response_code ?? "none"}.`}
            </p>
            <p className="mt-1 break-all text-xs">{`Transaction ${sent.transaction_id}`}</p>
          </div>
        )}
      </div>
    </form>
  );
}
