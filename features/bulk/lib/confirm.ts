import "server-only";
import { formatMoney } from "@/components/ui/format";
import {
  ActionRefusal,
  actionDefinition,
  isActionRefusal,
} from "@/lib/console/actions/define-action";
import type { ApprovableAction, ApprovalPreview } from "@/lib/console/approvals/preview";
import { kickExecutor } from "@/lib/console/background";
import type { Db } from "@/lib/db";
import type { BulkKind } from "@/lib/db/schema";
import type { ApprovalAction } from "@/lib/db/schema/approval-values";
import { bulkKinds } from "@/lib/db/schema/bulk-values";
import { batchSize } from "./batch-size";
import { runBulkBatchInput } from "./bulk-input";
import { bulkKind } from "./registry";
import { findBatch, queueBatch, rowCounts } from "./store";

/** Each kind's four-eyes policy: a batch is approved as a whole, by its rows and totals. */
const bulkPolicies: Record<BulkKind, ApprovalAction> = {
  onboarding: "bulk_onboarding",
  card_actions: "bulk_card_actions",
  money: "bulk_money",
};

type Confirmation = { batch_id: string; file_sha256: string };

/** The batch a confirmation names, as it must be to run: this kind, still a draft, this file. */
async function draftOf(db: Db, kind: BulkKind, { batch_id, file_sha256 }: Confirmation) {
  const batch = await findBatch(db, batch_id);
  if (!batch || batch.kind !== kind)
    throw new ActionRefusal("NOT_FOUND", "There is no such batch.");
  if (batch.fileSha256 !== file_sha256)
    throw new ActionRefusal(
      "FILE_CHANGED",
      "This is not the file that was checked: upload it again to check it.",
    );
  if (batch.status !== "draft")
    throw new ActionRefusal("NOT_DRAFT", "This batch was already confirmed or cancelled.");
  return batch;
}

/**
 * Its maker confirms a dry run: the valid rows are queued (the invalid ones stay out), for the
 * file checked only. The kind's own permission is asked (a money batch: moving money), and its
 * policy may hold the batch for a second person by its rows, or a money batch by its totals;
 * approved, it runs as its maker's. This server's executor starts it at once.
 */
function confirmDefinition(kind: BulkKind) {
  const definition = bulkKind(kind);
  return actionDefinition({
    name: `bulk.${kind}.run`,
    permission: definition.permission,
    kind: "console",
    schema: runBulkBatchInput,
    fourEyes: {
      policy: bulkPolicies[kind],
      batch: (input, db) => batchSize(db, input.batch_id, definition),
    },
    target: (input) => ({ type: "bulk_batch", id: input.batch_id }),
    async run(input, { db, user }) {
      const batch = await draftOf(db, kind, input);
      if (batch.makerId !== user.id)
        throw new ActionRefusal(
          "NOT_MAKER",
          "Only the person who uploaded this file can run it: upload it yourself to run it.",
        );
      const counts = await rowCounts(db, batch.id);
      if (!counts.pending)
        throw new ActionRefusal(
          "NOTHING_TO_RUN",
          "No row of this file can run: fix the file and upload it again.",
        );
      if (!(await queueBatch(db, batch.id, user.id, input.file_sha256)))
        throw new ActionRefusal("NOT_DRAFT", "This batch was already confirmed or cancelled.");
      // This server starts it now, rather than at its executor's next turn.
      kickExecutor("bulk");
      return {
        data: { rows: counts.pending },
        target: { type: "bulk_batch", id: batch.id },
        after: { rows: counts.pending, left_out: counts.invalid ?? 0 },
      };
    },
  });
}

export const confirmDefinitions = {
  onboarding: confirmDefinition("onboarding"),
  card_actions: confirmDefinition("card_actions"),
  money: confirmDefinition("money"),
} satisfies Record<BulkKind, unknown>;

/**
 * A held batch as its checker sees it: the file, the rows to run and those left out, and a
 * money batch's totals, read now; the batch's page shows every row. It would be refused if it
 * is no longer the draft that was asked for (cancelled, or another file).
 */
async function previewBatch(
  kind: BulkKind,
  payload: Confirmation,
  { db }: { db: Db },
): Promise<ApprovalPreview> {
  const definition = bulkKind(kind);
  const links = [{ label: "Batch, with every row", href: `/bulk/${payload.batch_id}` }];
  let problem: string | null = null;
  try {
    await draftOf(db, kind, payload);
  } catch (error) {
    if (!isActionRefusal(error)) throw error;
    problem = error.message;
  }
  const batch = await findBatch(db, payload.batch_id);
  if (!batch) return { facts: [], effects: [], links, problem };
  const [counts, size] = await Promise.all([
    rowCounts(db, batch.id),
    batchSize(db, batch.id, definition),
  ]);
  const facts: [string, string][] = [
    ["Kind", definition.label],
    ["File", batch.fileName],
    ["Rows to run", size.rows.toLocaleString("en-GB")],
    ["Rows left out (invalid)", (counts.invalid ?? 0).toLocaleString("en-GB")],
  ];
  for (const total of size.totals)
    facts.push([`Total in ${total.currency}`, formatMoney(total.amount, total.currency)]);
  const effects: [string, string][] = [
    [
      "Once approved",
      `The ${size.rows.toLocaleString("en-GB")} rows are sent one after another, in the file's order, as ${batch.makerEmail}'s.`,
    ],
  ];
  return { facts, effects, links, problem };
}

/** Every kind's confirmation, as the approvals registry runs it once approved. */
export const approvableBatches: ApprovableAction[] = bulkKinds.map((kind) => ({
  definition: confirmDefinitions[kind],
  preview: (payload: Confirmation, ctx: { db: Db }) => previewBatch(kind, payload, ctx),
}));
