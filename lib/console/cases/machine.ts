import type { CaseKind, CaseOutcome, CasePriority, CaseStatus } from "@/lib/db/schema/case-values";

/**
 * The one statement of how a compliance case may move. New, in review, waiting on the
 * customer, escalated, closed: any open status may be escalated or closed, work goes back to
 * review from waiting or escalated, and a closed case stays closed (a new concern is a new
 * case). Staying where it is is not a move.
 */
const moves: Record<CaseStatus, readonly CaseStatus[]> = {
  new: ["in_review", "waiting_on_customer", "escalated", "closed"],
  in_review: ["waiting_on_customer", "escalated", "closed"],
  waiting_on_customer: ["in_review", "escalated", "closed"],
  escalated: ["in_review", "waiting_on_customer", "closed"],
  closed: [],
};

export function canMove(from: CaseStatus, to: CaseStatus): boolean {
  return moves[from].includes(to);
}

/** Where a case in `from` may go next, in the order the page offers them. */
export const nextStatuses = (from: CaseStatus): readonly CaseStatus[] => moves[from];

export const caseStatusLabels: Record<CaseStatus, string> = {
  new: "New",
  in_review: "In review",
  waiting_on_customer: "Waiting on customer",
  escalated: "Escalated",
  closed: "Closed",
};

export const caseKindLabels: Record<CaseKind, string> = {
  aml_hold: "AML hold",
  rejected_verification: "Rejected verification",
  manual: "Raised by hand",
};

export const casePriorityLabels: Record<CasePriority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
};

export const caseOutcomeLabels: Record<CaseOutcome, string> = {
  cleared: "Cleared",
  rejected: "Rejected",
  exited: "Customer exited",
  false_positive: "False positive",
  other: "Other",
};

/** Why a move is refused, in words for the person who tried it. */
export function moveRefusal(from: CaseStatus, to: CaseStatus): string {
  if (from === to) return `The case is already ${caseStatusLabels[to].toLowerCase()}.`;
  if (from === "closed") return "The case is closed: open a new case for a new concern.";
  return `A case that is ${caseStatusLabels[from].toLowerCase()} cannot be moved to ${caseStatusLabels[to].toLowerCase()}.`;
}

const HOUR_MS = 3_600_000;

/**
 * How long a new case has, by kind and priority, where an admin has not set it (Settings →
 * Cases, console.case_due_hours): an AML hold blocks the customer's money, so it is reviewed
 * within 2 days (1 when high); a rejected verification waits on the customer's new documents.
 */
export const DEFAULT_DUE_HOURS: Record<CaseKind, Record<CasePriority, number>> = {
  aml_hold: { high: 24, normal: 48, low: 120 },
  rejected_verification: { high: 48, normal: 120, low: 240 },
  manual: { high: 24, normal: 120, low: 240 },
};

/**
 * An open case overdue by more than this escalates by itself (features/cases/lib/escalate.ts),
 * unless an admin set another threshold.
 */
export const ESCALATE_AFTER_HOURS = 24;

/** Open cases an officer may own before automatic assignment passes them by, until an admin sets it. */
export const DEFAULT_OPEN_CASE_LIMIT = 25;

/** What an admin may set, as the database's checks allow (drizzle/0050). */
export const caseSettingBounds = {
  dueHours: { min: 1, max: 2160 },
  escalateAfterHours: { min: 1, max: 720 },
  openCaseLimit: { min: 1, max: 1000 },
} as const;

/** The longest snooze: a case put away for longer is a case nobody will remember. */
export const SNOOZE_MAX_DAYS = 90;

/** Why a snooze until `until` is refused, in words; null when it is fine. */
export function snoozeProblem(until: Date, now: Date): string | null {
  if (until.getTime() <= now.getTime())
    return "Choose a time after now: a snooze ends in the future.";
  if (until.getTime() - now.getTime() > SNOOZE_MAX_DAYS * 24 * HOUR_MS) {
    return `Choose a time within ${SNOOZE_MAX_DAYS} days.`;
  }
  return null;
}

/**
 * "Due in 5 hours", "due in 2 days", "overdue by 3 hours": whole hours under two days, whole
 * days after, rounded down, so "due in 1 day" never means 47 hours. `tone` says how urgent,
 * for colour beside the words (never instead of them).
 */
export function describeDue(
  due: Date,
  now: Date,
): { words: string; tone: "bad" | "warn" | "neutral" } {
  const ms = due.getTime() - now.getTime();
  const span = (abs: number) => {
    const hours = Math.floor(abs / HOUR_MS);
    if (hours < 1) return "less than an hour";
    if (hours < 48) return hours === 1 ? "1 hour" : `${hours} hours`;
    return `${Math.floor(hours / 24)} days`;
  };
  if (ms < 0) return { words: `Overdue by ${span(-ms)}`, tone: "bad" };
  return { words: `Due in ${span(ms)}`, tone: ms < 24 * HOUR_MS ? "warn" : "neutral" };
}
