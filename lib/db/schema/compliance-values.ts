/**
 * Compliance decisions and text limits, shared by the tables' check constraints and the review
 * forms. Kept free of drizzle so browser code can import them.
 */
export const complianceDecisionValues = ["clear", "keep_on_hold", "reject", "escalate"] as const;
export type ComplianceDecision = (typeof complianceDecisionValues)[number];

/** Long enough for a real justification, short enough to stay a reason rather than a report. */
export const DECISION_REASON_MAX = 1000;
/** Notes hold findings (calls made, documents asked for), so they may run longer. */
export const NOTE_MAX = 2000;
