import { type FileLike, fileLike, megabytes } from "@/components/ui/file-like";
import { resourceId } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import {
  CASE_ATTACHMENT_MAX_BYTES,
  CASE_ATTACHMENT_NAME_MAX,
  CASE_NOTE_MAX,
  CASE_REASON_MAX,
  caseOutcomes,
  casePriorities,
  caseStatuses,
} from "@/lib/db/schema/case-values";

// What the case forms send: isomorphic, so the browser checks what the server actions check.

/** Trimmed first, so words of spaces count as none. */
const words = (what: string, max: number) =>
  z
    .string({ error: `Write the ${what}` })
    .trim()
    .min(1, `Write the ${what}: it cannot be empty`)
    .max(max, `The ${what} cannot be longer than ${max} characters`);

const caseId = z.uuid({ error: "This case's id is not valid" });
/** The version the page showed: a change made since then refuses the edit (lib/store.ts). */
const version = z.number({ error: "Reload the page" }).int().positive();

export const openCaseInput = z.strictObject({
  customer_id: resourceId,
  priority: z.enum(casePriorities, { error: "Choose a priority" }),
  reason: words("reason for the case", CASE_REASON_MAX),
});

/** A change that needs nothing but the case as the page showed it: take it, wake it. */
export const caseVersionInput = z.strictObject({ case_id: caseId, version });

export const assignCaseInput = z.strictObject({
  case_id: caseId,
  version,
  owner_id: z.uuid({ error: "Choose a compliance officer" }),
  // Not `reason`: the page's forms share one document, and a field's id is its name.
  assignment_reason: words("reason for the assignment", CASE_REASON_MAX),
});

export const moveCaseInput = z.strictObject({
  case_id: caseId,
  version,
  status: z.enum(
    caseStatuses.filter((s) => s !== "closed" && s !== "new"),
    { error: "Choose where the case goes" },
  ),
  // Not `reason`: the AML decision form, on the same page, has a field of that name.
  move_reason: words("reason for the change", CASE_REASON_MAX),
});

export const closeCaseInput = z
  .strictObject({
    case_id: caseId,
    version,
    outcome: z.enum(caseOutcomes, { error: "Choose the outcome" }),
    summary: words("closing summary", CASE_REASON_MAX),
  })
  // "Other" says what it was in the summary; the other outcomes say it by their name.
  .refine((input) => input.outcome !== "other" || input.summary.length >= 10, {
    path: ["summary"],
    message: "With the outcome Other, say in at least 10 characters what the outcome was",
  });

export const addCaseNoteInput = z.strictObject({
  case_id: caseId,
  body: words("note", CASE_NOTE_MAX),
});

/** The size and name are checked here, in the browser too; the type only by content, on the server. */
export const attachCaseFileInput = z.strictObject({
  case_id: caseId,
  file: fileLike("Choose the file to attach")
    .refine((file) => file.size > 0, "This file is empty: choose the file that holds the evidence")
    .refine((file) => file.size <= CASE_ATTACHMENT_MAX_BYTES, {
      error: (issue) =>
        `This file is ${megabytes((issue.input as FileLike).size)}: a case takes files of up to ${megabytes(CASE_ATTACHMENT_MAX_BYTES)}`,
    })
    .refine(
      (file) => file.name.trim().length > 0 && file.name.length <= CASE_ATTACHMENT_NAME_MAX,
      `The file's name must be 1 to ${CASE_ATTACHMENT_NAME_MAX} characters: rename it and attach it again`,
    ),
});

/** What a refused attempt on a case was aimed at, for its audit entry: the case. */
export const caseTarget = (input: { case_id: string }) => ({ type: "case", id: input.case_id });

/** "2026-11-28T09:00" from a datetime-local field, read as UTC (the console shows UTC); else null. */
export function utcFromField(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const snoozeCaseInput = z
  .strictObject({
    case_id: caseId,
    version,
    wake: z.enum(["at_time", "on_verification"], { error: "Choose when the case wakes" }),
    until: z.string().optional(),
    snooze_reason: words("reason for the snooze", CASE_REASON_MAX),
  })
  // That a time was chosen; whether it is ahead and within the limit is the action's to say,
  // on the console's clock (lib/console/clock.ts), which a demo may have moved on.
  .superRefine((input, ctx) => {
    if (input.wake === "at_time" && !utcFromField(input.until)) {
      ctx.addIssue({
        code: "custom",
        path: ["until"],
        message: "Choose the date and time the case wakes",
      });
    }
  });

/** An officer marks themselves away (no case is given to them in turn) or back. */
export const caseAvailabilityInput = z.strictObject({ away: z.boolean() });

export const reassignOfficerCasesInput = z.strictObject({
  officer_id: z.uuid({ error: "Choose the officer whose cases move" }),
  reassign_reason: words("reason for moving the cases", CASE_REASON_MAX),
});
