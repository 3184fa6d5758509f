import "server-only";
import type { z } from "zod";
import type { Db } from "@/lib/db";
import { audit } from "../audit";
import type { Permission } from "../auth/permissions";
import { type ConsoleUser, requirePermission } from "../auth/session";
import { type ActionResult, refusals, refuse } from "./result";

export class ActionRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Outcome<T> = {
  data: T;
  target: { type: string; id: string | null };
  before?: unknown;
  after?: unknown;
};

type ActionDefinition<S extends z.ZodType, T> = {
  /** Audit action name, `noun.verb`. */
  name: string;
  permission: Permission;
  schema: S;
  /** Runs in one transaction with its audit entry; throw ActionRefusal to refuse cleanly. */
  run: (input: z.output<S>, ctx: { db: Db; user: ConsoleUser }) => Promise<Outcome<T>>;
};

/**
 * The chain every server action goes through: session, permission, schema, the change and its
 * audit entry in one transaction, then a typed result. Unexpected errors are logged and masked.
 */
export function defineAction<S extends z.ZodType, T>(def: ActionDefinition<S, T>) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    const check = await requirePermission(def.permission);
    if (!check.ok) return refuse(refusals[check.reason]);
    const { user, db, ip } = check;
    const actor = { id: user.id, email: user.email };

    const parsed = def.schema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        fieldErrors[issue.path.join(".") || "root"] ??= issue.message;
      }
      return refuse(refusals.invalid, fieldErrors);
    }

    try {
      const outcome = await db.transaction(async (tx) => {
        const result = await def.run(parsed.data, { db: tx, user });
        await audit(tx, { actor, action: def.name, outcome: "success", ip, ...result });
        return result;
      });
      return { ok: true, data: outcome.data };
    } catch (error) {
      if (error instanceof ActionRefusal) {
        await audit(db, { actor, action: def.name, outcome: "failure", detail: error.message, ip });
        return refuse({ code: error.code, message: error.message }, error.fieldErrors);
      }
      console.error(`[action ${def.name}]`, error);
      await audit(db, {
        actor,
        action: def.name,
        outcome: "failure",
        detail: "internal error",
        ip,
      });
      return refuse(refusals.internal);
    }
  };
}
