import { enumLabel } from "@/components/ui/enum-options";
import { formatMoney } from "@/components/ui/format";
import { merchantCategoryText } from "@/lib/cams/merchant-categories";

/** The what-if's input, as sent: what each rule is held against. */
export type AuthorizationInput = {
  amount: number;
  currency: string;
  merchant_category_code: string;
  merchant_id: string;
  terminal_id: string;
  terminal_location: string;
};

/** A group as the page shows it: the provider's answer, read tolerantly. */
export type GroupRules = {
  name?: string;
  merchant_category_codes?: string[];
  merchant_ids?: string[];
  terminal_locations?: string[];
  terminal_ids?: string[];
  periodicity?: { period: string; max_amount?: number | null } | null;
  periodicities?: { period: string; max_amount?: number | null; max_count?: number | null }[];
};

/** One answer of the what-if, from the sandbox's decision or the console's estimate. */
export type WhatIfAnswer = {
  approved: boolean;
  /** True when the console evaluated the rules it knows of, rather than the provider deciding. */
  estimate: boolean;
  responseCode: string | null;
  declinedBy: string | null;
  group: { id: string; name: string } | null;
  rule: string | null;
};

const lists = {
  merchant_category_code: ["merchant_category_codes", "merchant category", "merchant categories"],
  merchant_id: ["merchant_ids", "merchant", "merchants"],
  terminal_location: ["terminal_locations", "terminal location", "terminal locations"],
  terminal_id: ["terminal_ids", "terminal", "terminals"],
} as const;

const periodWords: Record<string, string> = {
  per_transaction: "per transaction",
  hourly: "this hour",
  daily: "today",
  weekly: "this week",
  monthly: "this month",
  yearly: "this year",
  lifetime: "over the card's lifetime",
};

/**
 * A spend control rule's refusal in plain words, naming the value and the group's list or limit:
 * "merchant category 7995 Betting, lottery and casino gaming is not among the allowed merchant
 * categories (5411 Grocery stores and supermarkets)". A group's lists are allow-lists
 * (an empty one allows everything), as the sandbox decides.
 */
function ruleInWords(rule: string, group: GroupRules, input: AuthorizationInput): string {
  for (const [field, [listField, one, many]] of Object.entries(lists)) {
    if (rule === `${field}_not_allowed`) {
      // A merchant category by its ISO 18245 name too: "7995 Betting, lottery and casino gaming".
      const words = field === "merchant_category_code" ? merchantCategoryText : String;
      const allowed = (group[listField] ?? []).map(words);
      const value = words(input[field as keyof typeof lists]);
      return `${one} ${value} is not among the allowed ${many} (${allowed.join(", ") || "none"})`;
    }
  }
  const limit = /^(.+)_(amount|count)_exceeded$/.exec(rule);
  if (limit) {
    const [, period = "", measure] = limit;
    const when = periodWords[period] ?? period;
    return measure === "amount"
      ? `${formatMoney(input.amount, input.currency)} would go over the group's amount limit ${when}`
      : `one more authorization would go over the group's count limit ${when}`;
  }
  return rule;
}

const stageWords: Record<string, string> = {
  card_status: "the card's status does not allow payments",
  programme_limit: "a spend limit of the programme would be exceeded",
  funds: "the account has not enough funds",
};

/** The what-if's answer as one sentence. */
export function answerInWords(
  answer: WhatIfAnswer,
  groups: readonly (GroupRules & { id: string })[],
  input: AuthorizationInput,
): string {
  const prefix = answer.estimate ? "Estimate: " : "";
  if (answer.approved) return `${prefix}Approved: no spend control group declines it.`;
  if (answer.group && answer.rule) {
    const group = groups.find((candidate) => candidate.id === answer.group?.id) ?? {};
    const words = ruleInWords(answer.rule, group, input);
    return `${prefix}Declined by group '${answer.group.name}': ${words}.`;
  }
  const why = stageWords[answer.declinedBy ?? ""] ?? enumLabel(answer.declinedBy ?? "unknown");
  return `${prefix}Declined: ${why}.`;
}
