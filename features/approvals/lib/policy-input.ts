import { amount, checkAmountForCurrency, currencyCode, objectRule, typedAmount } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { adminOnlyApprovals, approverRoles } from "@/lib/console/approvals/approvers";
import {
  type ApprovalAction,
  amountApprovalActions,
  approvalActionLabels,
  approvalActions,
  approvalModes,
  bulkApprovalActions,
  MAX_APPROVAL_EXPIRY_HOURS,
} from "@/lib/db/schema/approval-values";
import { type Role, roles } from "@/lib/db/schema/roles";
import { roleLabels, sentence, withArticle } from "./words";

// The policies form and its action: isomorphic, so the browser checks what the server checks.

const hours = z
  .number({ error: "Write how many hours a request waits" })
  .int("Write a whole number of hours, e.g. 24")
  .min(1, "A request waits at least 1 hour")
  .max(
    MAX_APPROVAL_EXPIRY_HOURS,
    `A request waits at most ${MAX_APPROVAL_EXPIRY_HOURS} hours (30 days)`,
  );

/**
 * Why this role may not approve this action; null when it may. Approving runs the action, so the
 * checker must be allowed to do it themselves; the console's own controls are an admin's alone.
 */
function approverRefusal(action: ApprovalAction, role: Role): string | null {
  const allowed = approverRoles(action);
  if (allowed.includes(role)) return null;
  const label = approvalActionLabels[action];
  if (adminOnlyApprovals.includes(action))
    return `Only an admin may approve “${label}”: it changes the console's own controls.`;
  const choices = allowed.map((r) => withArticle(roleLabels[r])).join(" or ");
  return `${sentence(withArticle(roleLabels[role]))} may not do “${label}” themselves, so may not approve it. Choose ${choices}.`;
}

/**
 * A policy as the action takes it (numbers) or as the form holds it (the typed text of the hours
 * and amounts, read exactly into those numbers): one set of rules for both.
 */
function policySchema<H extends z.ZodType<number>, A extends z.ZodType<number>>(
  hoursField: H,
  amountField: A,
  rowsField: z.ZodType<number | null, unknown>,
) {
  const threshold = z
    .strictObject({ currency: currencyCode, amount: amountField })
    .superRefine(checkAmountForCurrency, objectRule);
  return z
    .strictObject({
      action: z.enum(approvalActions, { error: "Choose an action" }),
      mode: z.enum(approvalModes, { error: "Choose when it needs a second person" }),
      approver_role: z.enum(roles, { error: "Choose who approves" }),
      expiry_hours: hoursField,
      thresholds: z.array(threshold),
      max_rows: rowsField,
    })
    .superRefine((policy, ctx) => {
      const moves = (amountApprovalActions as readonly string[]).includes(policy.action);
      const counts = (bulkApprovalActions as readonly string[]).includes(policy.action);
      const above = policy.mode === "above";
      if (above && !moves && !counts)
        ctx.addIssue({
          code: "custom",
          path: ["mode"],
          message: "Only a money action or a bulk batch has an amount or rows to be above",
        });
      if (policy.max_rows != null && !counts)
        ctx.addIssue({
          code: "custom",
          path: ["max_rows"],
          message: "Only a bulk batch has rows to count",
        });
      if (policy.thresholds.length > 0 && !moves)
        ctx.addIssue({
          code: "custom",
          path: ["thresholds"],
          message: "Only a money action or a money batch has an amount",
        });
      if (above && moves && !counts && policy.thresholds.length === 0)
        ctx.addIssue({
          code: "custom",
          path: ["thresholds"],
          message: "Add the amount for at least one currency",
        });
      if (above && counts && policy.max_rows == null && policy.thresholds.length === 0)
        ctx.addIssue({
          code: "custom",
          path: ["max_rows"],
          message: moves
            ? "Write a number of rows, or add an amount for a currency"
            : "Write the number of rows a batch may have without a second person",
        });
      const refusal = approverRefusal(policy.action, policy.approver_role);
      if (refusal) ctx.addIssue({ code: "custom", path: ["approver_role"], message: refusal });
      const seen = new Set<string>();
      policy.thresholds.forEach((row, i) => {
        if (seen.has(row.currency))
          ctx.addIssue({
            code: "custom",
            path: ["thresholds", i, "currency"],
            message: `${row.currency} is already listed`,
          });
        seen.add(row.currency);
      });
    });
}

/** The most rows a batch has (features/bulk): a limit above it would never hold one back. */
const MAX_ROW_LIMIT = 10_000;
const rowLimit = z
  .number({ error: "Write a whole number of rows, e.g. 100" })
  .int("Write a whole number of rows, e.g. 100")
  .min(1, "A row limit is at least 1 row")
  .max(
    MAX_ROW_LIMIT,
    `A batch has at most ${MAX_ROW_LIMIT.toLocaleString("en-GB")} rows: write fewer`,
  );

/** What the policy action takes. */
export const policyInput = policySchema(hours, amount, rowLimit.nullable().default(null));

/** What the policy form holds: the hours and amounts as typed. */
export const policyEntry = policySchema(
  z
    .string({ error: "Write how many hours a request waits" })
    .trim()
    .regex(/^\d+$/, "Write a whole number of hours, e.g. 24")
    .transform(Number)
    .pipe(hours),
  typedAmount,
  // Empty (or a policy form without the field): no row limit.
  z
    .string()
    .trim()
    .optional()
    .transform((typed, ctx) => {
      if (!typed) return null;
      if (/^\d+$/.test(typed)) return Number(typed);
      ctx.addIssue({ code: "custom", message: "Write a whole number of rows, e.g. 100" });
      return z.NEVER;
    })
    .pipe(rowLimit.nullable()),
);
