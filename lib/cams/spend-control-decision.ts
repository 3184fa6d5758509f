import { limitInMinorUnits, toMinorUnits } from "./amount";
import type { CurrencyCode } from "./currencies";
import type { spendControlPeriods } from "./enums";

// Whether a card's spend control groups let one authorization through. Pure, and shared: the
// sandbox decides its authorizations (and their dry runs) with it, loading the groups and the
// card's usage itself and recording the outcome with a response_code of its choosing; the
// console estimates with it what a real provider would answer, from the groups it knows of.
//
// Our reading where the spec is silent ("Structure of periodicity and periodicities: not shown"):
// - A group applies to the cards of its bin while it is enabled; the others are ignored.
// - Each of the four lists is an allow-list when it has items and no restriction when it is
//   empty. An authorization must match every non-empty list of a group.
// - Every applying group must approve. Groups only ever narrow what a card may do: a new group
//   never widens another one's restrictions, and an empty (catch-all) group cannot switch the
//   others off, as it would if any single group's approval were enough.
// - A limit is a maximum that may be reached, as with the programme's limits: max_amount is
//   exceeded when the window's approved amount plus this one goes above it, max_count when the
//   window already holds max_count approved authorizations.
// - Windows are UTC calendar windows, like the programme's (ISO weeks); Lifetime is all time.
//   PerTransaction limits this authorization alone, so its max_count (at least 1) never bites.
// - Amounts are in the authorization's currency: a group has none, and nothing is converted.
// - The deprecated `periodicity` is one more limit, checked alongside `periodicities`; when
//   both name a period, both apply, so the stricter one decides.
// - Checks run in a fixed order and the first failure is the answer: groups in the given
//   order (oldest first), and within a group the lists in the model's order, then
//   PerTransaction, then the windows from the longest to the shortest (as for the programme's
//   limits: the refusal names the window that stays shut longest), amount before count.

export type SpendControlPeriod = (typeof spendControlPeriods)[number];
/** The periods that count earlier authorizations: all but PerTransaction. */
export type SpendControlWindow = Exclude<SpendControlPeriod, "PerTransaction">;

/**
 * The card's APPROVED authorizations in each window, before the one being decided, in minor
 * units of the authorization's currency.
 */
export type SpendControlUsage = Record<SpendControlWindow, { amountMinor: number; count: number }>;

type Limit = { period: string; max_amount?: number; max_count?: number };

/** What the decision reads of a group; the sandbox's stored row fits. */
export type SpendControlRules = {
  id: string;
  bin: string;
  isEnabled: boolean;
  merchantCategoryCodes: readonly string[];
  merchantIds: readonly string[];
  terminalLocations: readonly string[];
  terminalIds: readonly string[];
  periodicity: Limit | null;
  periodicities: readonly Limit[] | null;
};

/** The authorization as simulated, plus the bin of the card it is made with. */
export type SpendControlAuthorization = {
  amount: number;
  currency: CurrencyCode;
  merchant_category_code: string;
  merchant_id: string;
  terminal_id: string;
  terminal_location: string;
  bin: string;
};

const periodNames = {
  PerTransaction: "per_transaction",
  Hourly: "hourly",
  Daily: "daily",
  Weekly: "weekly",
  Monthly: "monthly",
  Yearly: "yearly",
  Lifetime: "lifetime",
} as const satisfies Record<SpendControlPeriod, string>;

type PeriodName = (typeof periodNames)[SpendControlPeriod];

export type SpendControlDeclineReason =
  | "merchant_category_code_not_allowed"
  | "merchant_id_not_allowed"
  | "terminal_location_not_allowed"
  | "terminal_id_not_allowed"
  | `${PeriodName}_amount_exceeded`
  | `${PeriodName}_count_exceeded`;

type SpendControlDecision =
  | { approved: true }
  | { approved: false; reason: SpendControlDeclineReason; groupId: string };

/** Limits in the order they are checked (see above). */
const limitCheckOrder = [
  "PerTransaction",
  "Lifetime",
  "Yearly",
  "Monthly",
  "Weekly",
  "Daily",
  "Hourly",
] as const satisfies readonly SpendControlPeriod[];

/** The decision for one authorization against the groups of its card's bin. */
export function spendControlDecision(
  groups: readonly SpendControlRules[],
  authorization: SpendControlAuthorization,
  usage?: SpendControlUsage,
): SpendControlDecision {
  const amountMinor = toMinorUnits(authorization.amount, authorization.currency);
  for (const group of groups) {
    if (!group.isEnabled || group.bin !== authorization.bin) continue;
    const reason =
      listRefusal(group, authorization) ??
      limitRefusal(group, amountMinor, authorization.currency, usage);
    if (reason) return { approved: false, reason, groupId: group.id };
  }
  return { approved: true };
}

function listRefusal(
  group: SpendControlRules,
  authorization: SpendControlAuthorization,
): SpendControlDeclineReason | null {
  const allows = (list: readonly string[], value: string) =>
    list.length === 0 || list.includes(value);
  if (!allows(group.merchantCategoryCodes, authorization.merchant_category_code))
    return "merchant_category_code_not_allowed";
  if (!allows(group.merchantIds, authorization.merchant_id)) return "merchant_id_not_allowed";
  if (!allows(group.terminalLocations, authorization.terminal_location))
    return "terminal_location_not_allowed";
  if (!allows(group.terminalIds, authorization.terminal_id)) return "terminal_id_not_allowed";
  return null;
}

function limitRefusal(
  group: SpendControlRules,
  amountMinor: number,
  currency: CurrencyCode,
  usage: SpendControlUsage | undefined,
): SpendControlDeclineReason | null {
  const limits: Limit[] = [
    ...(group.periodicity ? [group.periodicity] : []),
    ...(group.periodicities ?? []),
  ];
  for (const period of limitCheckOrder) {
    const used = period === "PerTransaction" ? { amountMinor: 0, count: 0 } : usage?.[period];
    for (const limit of limits.filter((candidate) => candidate.period === period)) {
      // A window limit with no usage to hold it against is the caller's bug, never a pass.
      if (!used) throw new TypeError(`a ${period} spend control limit needs the card's usage`);
      const name = periodNames[period];
      if (
        limit.max_amount !== undefined &&
        used.amountMinor + amountMinor > limitInMinorUnits(limit.max_amount, currency, Math.floor)
      )
        return `${name}_amount_exceeded`;
      if (limit.max_count !== undefined && used.count + 1 > limit.max_count)
        return `${name}_count_exceeded`;
    }
  }
  return null;
}
