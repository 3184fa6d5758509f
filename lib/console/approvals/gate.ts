import "server-only";
import type { Db } from "@/lib/db";
import type { ApprovalAction } from "@/lib/db/schema/approval-values";
import { type MovedAmount, needsApproval } from "./policy-rule";
import { type ApprovalRequest, createRequest, policyFor } from "./store";

/** How an action names its four-eyes policy, and what it moves for a policy with a threshold. */
export type FourEyes<Input> = {
  policy: ApprovalAction;
  /** The amount and currency it moves; without it only "always" holds the action back. */
  amount?: (input: Input) => MovedAmount | null;
  /**
   * What a bulk batch holds, read from the database: its rows to run, and for money the total
   * per currency. Judged against the policy's row limit and thresholds.
   */
  batch?: (input: Input, db: Db) => Promise<{ rows: number; totals: MovedAmount[] }>;
  /**
   * The input as the request stores it, and back: for a secret in it (a new password), sealed
   * at rest. By default the parsed input itself.
   */
  store?: { seal: (input: Input) => unknown; open: (stored: unknown) => Input };
};

/** The form's idempotency key, when the input carries one (every money action does). */
function keyOf(input: unknown): string | null {
  const key = (input as { idempotency_key?: unknown } | null)?.idempotency_key;
  return typeof key === "string" ? key : null;
}

/**
 * Holds an action back when its policy applies: the request is stored, audited as asked by the
 * maker, and answered instead of running the action. null: no policy applies, run it now.
 */
export async function holdForApproval<Input>(
  db: Db,
  fourEyes: FourEyes<Input>,
  asked: {
    actionName: string;
    input: Input;
    maker: { id: string; email: string };
    target: { type: string; id: string | null } | undefined;
    ip: string | null;
  },
): Promise<ApprovalRequest | null> {
  const policy = await policyFor(db, fourEyes.policy);
  if (!policy) return null;
  const batch = await fourEyes.batch?.(asked.input, db);
  const moved = batch ? batch.totals : fourEyes.amount?.(asked.input);
  if (!needsApproval(policy, moved, batch?.rows)) return null;
  return createRequest(db, {
    actionName: asked.actionName,
    policy,
    payload: fourEyes.store ? fourEyes.store.seal(asked.input) : asked.input,
    idempotencyKey: keyOf(asked.input),
    maker: { id: asked.maker.id, email: asked.maker.email },
    target: asked.target,
    ip: asked.ip,
  });
}
