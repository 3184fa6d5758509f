"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useToaster } from "@/components/ui/toaster";
import { simulateOutgoingCreditTransfer } from "../actions/simulate-outgoing-credit-transfer";

const outcomes = [
  { label: "Settle (ACSC)", body: { payment_status: "ACSC" } },
  {
    label: "Reject (RJCT, AC04 closed account)",
    body: { payment_status: "RJCT", reason_code: "AC04" },
  },
] as const;

/**
 * Sandbox only: plays the payment network for a transfer awaiting its final status. The status
 * then arrives the way a real one does, by webhook, and the list picks it up.
 */
export function SimulateTransfer({
  customerId,
  accountId,
  transactionId,
}: {
  customerId: string;
  accountId: string;
  transactionId: string;
}) {
  const router = useRouter();
  const toaster = useToaster();
  const [pending, startTransition] = useTransition();
  const run = (body: (typeof outcomes)[number]["body"]) =>
    startTransition(async () => {
      const result = await simulateOutgoingCreditTransfer({
        ...body,
        customer_id: customerId,
        account_id: accountId,
        transaction_id: transactionId,
      });
      // The page re-reads: the transfer list with it, and the balance a rejection gives back;
      // the message shows with them (one transition).
      startTransition(() => {
        if (result.ok) toaster.success(`Simulated ${body.payment_status}; the webhook follows.`);
        else toaster.error(result.message);
        router.refresh();
      });
    });
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-dashed border-amber-400 bg-amber-50 px-3 py-2">
      <span className="text-xs font-medium text-amber-900">Simulate (sandbox only):</span>
      {outcomes.map(({ label, body }) => (
        <Button key={label} variant="secondary" pending={pending} onClick={() => run(body)}>
          {label}
        </Button>
      ))}
    </div>
  );
}
