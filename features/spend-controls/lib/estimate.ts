import {
  type CurrencyCode,
  type SpendControlRules,
  type SpendControlUsage,
  spendControlDecision,
} from "@/lib/cams";
import type { AuthorizationInput, WhatIfAnswer } from "./explain";
import type { SpendControlGroupView } from "./groups";

/**
 * Nothing spent yet in any window: the console cannot see a real provider's count of the card's
 * approved authorizations per window, so its estimate says so rather than guess.
 */
const nothingSpent: SpendControlUsage = {
  Hourly: { amountMinor: 0, count: 0 },
  Daily: { amountMinor: 0, count: 0 },
  Weekly: { amountMinor: 0, count: 0 },
  Monthly: { amountMinor: 0, count: 0 },
  Yearly: { amountMinor: 0, count: 0 },
  Lifetime: { amountMinor: 0, count: 0 },
};

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;

function limitOf(limit: { period: string; max_amount?: number | null; max_count?: number | null }) {
  return {
    period: limit.period,
    max_amount: orUndefined(limit.max_amount),
    max_count: orUndefined(limit.max_count),
  };
}

/** A group as the provider answered it, in the shape the shared decision reads. */
function rulesOf(group: SpendControlGroupView, cardBin: string): SpendControlRules {
  return {
    id: group.id,
    bin: group.bin ?? cardBin,
    isEnabled: group.is_enabled !== false,
    merchantCategoryCodes: group.merchant_category_codes ?? [],
    merchantIds: group.merchant_ids ?? [],
    terminalLocations: group.terminal_locations ?? [],
    terminalIds: group.terminal_ids ?? [],
    periodicity: group.periodicity ? limitOf(group.periodicity) : null,
    periodicities: group.periodicities?.map(limitOf) ?? null,
  };
}

/**
 * On a real provider: the same decision the sandbox runs (lib/cams), over the groups the console
 * knows of for the card's bin, with nothing spent yet in any period. An estimate: the provider
 * may know groups the console never saw, the card's spending, and its own limits and funds.
 */
export function estimateAuthorization(
  groups: readonly SpendControlGroupView[],
  cardBin: string,
  input: AuthorizationInput,
): WhatIfAnswer {
  const decision = spendControlDecision(
    groups.map((group) => rulesOf(group, cardBin)),
    { ...input, currency: input.currency as CurrencyCode, bin: cardBin },
    nothingSpent,
  );
  if (decision.approved)
    return {
      approved: true,
      estimate: true,
      responseCode: null,
      declinedBy: null,
      group: null,
      rule: null,
    };
  const group = groups.find((candidate) => candidate.id === decision.groupId);
  return {
    approved: false,
    estimate: true,
    responseCode: null,
    declinedBy: "spend_control",
    group: { id: decision.groupId, name: group?.name ?? decision.groupId },
    rule: decision.reason,
  };
}
