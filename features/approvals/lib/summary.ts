import { formatMoney } from "@/components/ui/format";
import { type ApprovalAction, approvalActionLabels } from "@/lib/db/schema/approval-values";

/** A request in a few words: "Debit 1,500.00 EUR", or its action's name when it moves no money. */
export function requestTitle(policy: ApprovalAction, payload: unknown): string {
  const label = approvalActionLabels[policy];
  const { amount, currency } = (payload ?? {}) as { amount?: unknown; currency?: unknown };
  return typeof amount === "number" && typeof currency === "string"
    ? `${label} ${formatMoney(amount, currency)}`
    : label;
}
