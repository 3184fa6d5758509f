import "server-only";
import type { z } from "zod";
import { isCamsError } from "@/lib/cams/client";
import type { Db } from "@/lib/db";
import { findJsonTextProblem } from "@/lib/http/json-text";
import { type FourEyes, holdForApproval } from "../approvals/gate";
import { audit } from "../audit";
import type { Permission } from "../auth/permissions";
import { type ConsoleUser, requirePermission } from "../auth/session";
import { explainProviderError } from "./explain-provider-error";
import { isActionRefusal } from "./refusal";
import { type ActionResult, type AwaitingApproval, refusals, refuse } from "./result";

export { ActionRefusal, isActionRefusal } from "./refusal";

type Target = { type: string; id: string | null };

type Outcome<T> = {
  data: T;
  target: Target;
  before?: unknown;
  after?: unknown;
  /** A sentence the audit entry keeps beside the change: a rejection's reason. */
  detail?: string;
};

export type ActionDefinition<S extends z.ZodType, T> = {
  /** Audit action name, `noun.verb`. */
  name: string;
  permission: Permission;
  schema: S;
  /**
   * "console" (default): the change and its audit entry commit in one console transaction.
   * "provider": the action calls the provider, so it runs outside any console transaction (an
   * HTTP call must not hold database locks; on PGlite, whose one connection the in-process
   * sandbox shares, it would deadlock) and its audit entry follows.
   */
  kind?: "console" | "provider";
  /**
   * false: a success is not written to the audit log, for a save that changes nothing but the
   * user's own unfinished work (a wizard's draft, saved as they type), or for an action that
   * writes its own entries in order (an approval, then the action it releases). Refusals still are.
   */
  audited?: boolean;
  /**
   * What a refused attempt was aimed at, for its audit entry. By default the most specific id the
   * input names (card, account, corporate, then customer); give it when the input says otherwise.
   */
  target?: (input: z.output<S>) => Target | undefined;
  /**
   * The four-eyes policy that may hold this action back (lib/console/approvals). Held back, it
   * does not run: a request keeps the parsed input, and an approval runs it later, once. An
   * action with it must be in the approvals registry (features/approvals/lib/registry.ts).
   */
  fourEyes?: FourEyes<z.output<S>>;
  /** Throw ActionRefusal, or let a CamsError through, to refuse cleanly. */
  run: (
    input: z.output<S>,
    ctx: { db: Db; user: ConsoleUser; ip?: string | null },
  ) => Promise<Outcome<T>>;
};

/**
 * An action's definition, kept in a lib file where the approvals registry can reach it: a
 * "use server" file may export only async functions. It returns what it is given, typed.
 */
export function actionDefinition<S extends z.ZodType, T>(
  def: ActionDefinition<S, T> & { fourEyes: FourEyes<z.output<S>> },
): ActionDefinition<S, T> & { fourEyes: FourEyes<z.output<S>> };
export function actionDefinition<S extends z.ZodType, T>(
  def: ActionDefinition<S, T>,
): ActionDefinition<S, T>;
export function actionDefinition<S extends z.ZodType, T>(def: ActionDefinition<S, T>) {
  return def;
}

/** The input's ids, most specific first: a debit names its account before its customer. */
const TARGET_IDS = [
  ["card_id", "card"],
  ["account_id", "account"],
  ["corporate_id", "corporate"],
  ["customer_id", "customer"],
] as const;

/** The resource a parsed input is aimed at, read from the ids it names; none if it names none. */
export function targetOfInput(input: unknown): Target | undefined {
  if (!input || typeof input !== "object") return undefined;
  const fields = input as Record<string, unknown>;
  for (const [field, type] of TARGET_IDS) {
    const id = fields[field];
    if (typeof id === "string" && id !== "") return { type, id };
  }
  return undefined;
}

/** Validation failures keyed the way react-hook-form names fields (`addresses.0.postal_code`). */
function validationErrors(error: z.ZodError): Record<string, string> {
  // A Map, so a field named `constructor` or `__proto__` is kept like any other.
  const fieldErrors = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "root";
    if (!fieldErrors.has(field)) fieldErrors.set(field, issue.message);
  }
  return Object.fromEntries(fieldErrors);
}

/**
 * The chain every server action goes through: session, permission, schema, the four-eyes
 * policy, the change and its audit entry, then a typed result. Provider refusals come back with
 * the catalog's explanation and their field errors; unexpected errors are logged and masked.
 */
export function defineAction<S extends z.ZodType, T>(
  def: ActionDefinition<S, T> & { fourEyes: FourEyes<z.output<S>> },
): (input: z.input<S>) => Promise<ActionResult<T> | AwaitingApproval>;
export function defineAction<S extends z.ZodType, T>(
  def: ActionDefinition<S, T>,
): (input: z.input<S>) => Promise<ActionResult<T>>;
export function defineAction<S extends z.ZodType, T>(def: ActionDefinition<S, T>) {
  return async (input: z.input<S>): Promise<ActionResult<T> | AwaitingApproval> => {
    const check = await requirePermission(def.permission);
    if (!check.ok) return refuse(refusals[check.reason]);
    const { user, db, ip } = check;

    // Text PostgreSQL cannot store (a NUL, a lone surrogate) is refused on its field, before
    // the schema or the database sees it; a structure too deep to walk is refused whole.
    const problem = findJsonTextProblem(input);
    if (problem) {
      const field =
        problem.kind === "bad-character" ? problem.path.replace(/\[(\d+)\]/g, ".$1") : "root";
      return refuse(refusals.invalid, {
        [field]: "This holds a character that cannot be stored. Type it again without it.",
      });
    }
    const parsed = def.schema.safeParse(input);
    if (!parsed.success) return refuse(refusals.invalid, validationErrors(parsed.error));

    if (def.fourEyes) {
      try {
        const waiting = await holdForApproval(db, def.fourEyes, {
          actionName: def.name,
          input: parsed.data,
          maker: user,
          target: targetOf(def, parsed.data),
          ip,
        });
        if (waiting) return { ok: true, pending: { requestId: waiting.id } };
      } catch (error) {
        console.error(`[action ${def.name}] four-eyes`, error);
        return refuse(refusals.internal);
      }
    }
    return runDefinition(def, parsed.data, { db, user, actor: user, ip });
  };
}

const targetOf = <S extends z.ZodType, T>(def: ActionDefinition<S, T>, input: z.output<S>) =>
  def.target ? def.target(input) : targetOfInput(input);

/**
 * An action's run on input already parsed and allowed, with its audit entry. The chain above
 * calls it; an approval calls it with the request's stored input, as the maker (`user`: whose
 * action it is), audited under the checker who released it (`actor`), past the policy that kept
 * it waiting for approval.
 */
export async function runDefinition<S extends z.ZodType, T>(
  def: ActionDefinition<S, T>,
  input: z.output<S>,
  ctx: {
    db: Db;
    user: ConsoleUser;
    actor: { id: string; email: string };
    ip: string | null;
    detail?: string;
  },
): Promise<ActionResult<T>> {
  const { db, user, ip, detail } = ctx;
  const actor = { id: ctx.actor.id, email: ctx.actor.email };
  try {
    const outcome =
      def.kind === "provider"
        ? await def.run(input, { db, user, ip })
        : await db.transaction(async (tx) => {
            const result = await def.run(input, { db: tx, user, ip });
            if (def.audited !== false)
              await audit(tx, {
                actor,
                action: def.name,
                outcome: "success",
                ip,
                detail,
                ...result,
              });
            return result;
          });
    if (def.kind === "provider" && def.audited !== false)
      await audit(db, {
        actor,
        action: def.name,
        outcome: "success",
        ip,
        ...outcome,
        detail: outcome.detail ?? detail,
      });
    return { ok: true, data: outcome.data };
  } catch (error) {
    // A refusal names what it refused, so the audit log can be read per customer, card, account.
    const target = targetOf(def, input);
    const failure = (why: string, after?: { provider_code: string }) =>
      audit(db, {
        actor,
        action: def.name,
        outcome: "failure",
        target,
        detail: detail ? `${why} (${detail})` : why,
        after,
        ip,
      });
    if (isActionRefusal(error)) {
      await failure(error.message);
      return refuse({ code: error.code, message: error.message }, error.fieldErrors);
    }
    if (isCamsError(error)) {
      const message = await explainProviderError(db, error);
      // The provider's code marks the entry as the provider's refusal (the home page counts them).
      await failure(message, { provider_code: String(error.code) });
      return refuse({ code: String(error.code), message }, error.fieldErrors);
    }
    console.error(`[action ${def.name}]`, error);
    await failure("internal error");
    return refuse(refusals.internal);
  }
}
