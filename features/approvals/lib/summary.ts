import { formatMoney } from "@/components/ui/format";
import { type ApprovalAction, approvalActionLabels } from "@/lib/db/schema/approval-values";
import type { Role } from "@/lib/db/schema/roles";
import { approverWords } from "./words";

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
  /** A bulk batch's row limit, when it has one. */
  maxRows?: number | null;
};

/** A policy as a sentence: "Above 1,000.00 EUR · approved by a manager or an admin · …". */
export function policySentence(policy: PolicyShape | null): string {
  if (!policy || policy.mode === "off") return "Off";
  const above = [
    ...(policy.maxRows ? [`${policy.maxRows.toLocaleString("en-GB")} rows`] : []),
    ...policy.thresholds.map((t) => formatMoney(t.amount, t.currency)),
  ];
  const when = policy.mode === "always" ? "Always" : `Above ${above.join(", ")}`;
  return `${when} · approved by ${approverWords(policy.approverRole)} · expires after ${policy.expiryHours} h`;
}

/** What the maker is told once their request has ended. */
export function decisionNotice(request: {
  policy: ApprovalAction;
  payload: unknown;
  status: string;
  checkerEmail: string | null;
}): string {
  const what = `Your request “${requestTitle(request.policy, request.payload)}”`;
  const by = request.checkerEmail ?? "a second person";
  switch (request.status) {
    case "executed":
      return `${what} was approved by ${by} and done.`;
    case "failed":
      return `${what} was approved by ${by}, but refused when run. See Approvals.`;
    case "rejected":
      return `${what} was rejected by ${by}. See Approvals for the reason.`;
    default:
      return `${what} expired before anyone decided it.`;
  }
}
