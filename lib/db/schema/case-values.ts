/**
 * A compliance case's kinds, statuses, priorities and outcomes, shared by the table's check
 * constraints, the state machine (lib/console/cases) and the forms. Kept free of drizzle so
 * browser code can import them.
 */
export const caseKinds = ["aml_hold", "rejected_verification", "manual"] as const;
export type CaseKind = (typeof caseKinds)[number];

export const caseStatuses = [
  "new",
  "in_review",
  "waiting_on_customer",
  "escalated",
  "closed",
] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export const casePriorities = ["low", "normal", "high"] as const;
export type CasePriority = (typeof casePriorities)[number];

export const caseOutcomes = ["cleared", "rejected", "exited", "false_positive", "other"] as const;
export type CaseOutcome = (typeof caseOutcomes)[number];

/** What a timeline line records. */
export const caseEventTypes = [
  "opened",
  "assigned",
  "status",
  "note",
  "closed",
  "snoozed",
  "woke",
  "escalated",
  "attachment",
] as const;
export type CaseEventType = (typeof caseEventTypes)[number];

/** A reason is a sentence or two; a note holds findings, as a compliance note does. */
export const CASE_REASON_MAX = 500;
export const CASE_NOTE_MAX = 2000;

/**
 * Evidence a case may hold: documents, scans and photos, and plain-text exports. The type is
 * read from the file's content (features/cases/lib/attachment-type.ts), never from its name.
 */
export const caseAttachmentTypes = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "text/plain",
] as const;
export type CaseAttachmentType = (typeof caseAttachmentTypes)[number];
export const CASE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A file name as a file system keeps it; longer names are refused, not cut. */
export const CASE_ATTACHMENT_NAME_MAX = 200;
