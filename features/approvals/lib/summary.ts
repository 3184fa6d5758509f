import { formatMoney } from "@/components/ui/format";
import { type ApprovalAction, approvalActionLabels } from "@/lib/db/schema/approval-values";
import type { Role } from "@/lib/db/schema/roles";
import { roleLabels } from "./words";

/** A request in a few words: "Debit 1,500.00 EUR", or its action's name when it moves no money. */
export function requestTitle(policy: ApprovalAction, payload: unknown): string {
  const label = approvalActionLabels[policy];
  const { amount, currency } = (payload ?? {}) as { amount?: unknown; currency?: unknown };
  return typeof amount === "number" && typeof currency === "string"
    ? `${label} ${formatMoney(amount, currency)}`
    : label;
}

export type PolicyShape = {
  mode: string;
  approverRole: Role;
  expiryHours: number;
  /** In major units, as a form and a person read them. */
  thresholds: { currency: string; amount: number }[];
};

/** A policy as a sentence: "Above 1,000.00 EUR · approved by a manager or an admin · …". */
export function policySentence(policy: PolicyShape | null): string {
  if (!policy || policy.mode === "off") return "Off";
  const when =
    policy.mode === "always"
      ? "Always"
      : `Above ${policy.thresholds.map((t) => formatMoney(t.amount, t.currency)).join(", ")}`;
  return `${when} · approved by a ${roleLabels[policy.approverRole]} or an admin · expires after ${policy.expiryHours} h`;
}
