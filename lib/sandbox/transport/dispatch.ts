import type { Context, Hono } from "hono";
import type { ContentfulStatusCode, StatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import {
  ErrorCode,
  type KnownErrorCode,
  type Operation,
  operationList,
  toInterfaceErrors,
} from "@/lib/cams";
import type { Db } from "@/lib/db";
import { retryOnConflict } from "@/lib/db/unavailable";
import { findJsonTextProblem } from "@/lib/http/json-text";
import { SandboxError } from "../errors";
import type { Handler, HandlerMap, HandlerResult, ValidationCodes } from "../handler";
import type { SandboxDeps, SandboxEnv } from "./env";
import { type RequestId, rememberRequestId } from "./request-ids";

/** `/customers/{customer_id}` → `/customers/:customer_id`. */
const honoPath = (template: string) => template.replace(/\{(\w+)\}/g, ":$1");

function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  code: KnownErrorCode,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new SandboxError(code, toInterfaceErrors(result.error));
  return result.data;
}

/**
 * Path and query values checked as a body's strings are (transport/guard.ts): a NUL or a lone
 * surrogate (`/webhooks/%00/redeliver`, `?last_name=a%00b`) would fail at PostgreSQL as a 500,
 * so it is refused here, on its parameter.
 */
function refuseBadText(values: Record<string, string | string[]>) {
  const problem = findJsonTextProblem(values);
  if (problem?.kind === "bad-character") {
    throw new SandboxError(ErrorCode.RequestParametersIncorrect, {
      [problem.path]: ["Contains a character that is not allowed"],
    });
  }
}

/** Query strings as the schemas expect them: one value stays a string, repeats become a list. */
function queryObject(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? (v[0] as string) : v]),
  );
}

function bodyOf(op: Operation, c: Context<SandboxEnv>, codes: ValidationCodes): unknown {
  if (!op.body) return undefined;
  if (!c.var.hasBody) throw new SandboxError(ErrorCode.RequestBodyIncorrect);
  const result = op.body.safeParse(c.var.json);
  if (result.success) return result.data;
  const errors = toInterfaceErrors(result.error);
  const pick = codes[op.id as keyof ValidationCodes];
  throw new SandboxError(pick ? pick(errors) : ErrorCode.RequestPayloadIncorrect, errors);
}

/**
 * A GET reads only, so it has nothing to commit its X-Unique-Id with: it runs outside a
 * transaction (at READ COMMITTED each statement reads its own snapshot, in a transaction or
 * not), and its id is remembered once it has answered. Two round trips fewer (BEGIN, COMMIT).
 * A read that fails remembers nothing, as a write that fails does; a concurrent request with
 * the same id that was remembered first makes this one 4090001.
 */
async function answerRead(
  db: Db,
  requestId: RequestId,
  seenAt: Date,
  run: (db: Db) => Promise<HandlerResult>,
): Promise<HandlerResult> {
  const answer = await run(db);
  if (!(await rememberRequestId(db, requestId, seenAt))) {
    throw new SandboxError(ErrorCode.XUniqueIdNotUnique);
  }
  return answer;
}

/** The operations of the lib/cams table that have a handler: the ones the sandbox answers. */
export const boundOperations = (handlers: HandlerMap): Operation[] =>
  operationList.filter((op) => handlers[op.id as keyof HandlerMap]);

/**
 * Binds every operation of the lib/cams table that has a handler: validates path, query and
 * body with the operation's own schemas, then runs the handler in one database transaction so
 * a refusal leaves nothing behind (and again, whole, when the database rolled it back for a
 * conflict with another request); a GET, which only reads, runs without one (answerRead).
 * Operations without a handler fall through to 404 / 4049900.
 */
export function bindOperations(
  app: Hono<SandboxEnv>,
  deps: SandboxDeps,
  handlers: HandlerMap,
  codes: ValidationCodes,
) {
  for (const op of boundOperations(handlers)) {
    const handler = handlers[op.id as keyof HandlerMap] as Handler<never>;
    app.on(op.method, honoPath(op.path), async (c) => {
      const rawParams = c.req.param();
      const rawQuery = queryObject(c);
      refuseBadText({ ...rawParams, ...rawQuery });
      const params = validate(op.pathParams, rawParams, ErrorCode.RequestParametersIncorrect);
      const query = op.query
        ? validate(op.query, rawQuery, ErrorCode.RequestParametersIncorrect)
        : undefined;
      const body = bodyOf(op, c, codes);
      const db = await deps.db();
      // The sandbox's time, read by the guard: the request works to that one instant.
      const now = c.var.now;
      const run = (handlerDb: Db) =>
        handler({
          params,
          query,
          body,
          caller: c.var.apiUser,
          realNow: c.var.realNow,
          ctx: { db: handlerDb, config: deps.config, now },
          self: async (request: Request) => app.fetch(request),
        } as never);
      const committed =
        op.method === "GET"
          ? await answerRead(db, c.var.requestId, c.var.realNow, run)
          : // A deadlock or serialization failure rolled the whole transaction back: it runs again.
            await retryOnConflict(() =>
              db.transaction(async (tx) => {
                // The id commits with what the operation does (transport/request-ids.ts). Another
                // request with this id got here first: that one is processed, this one refused.
                if (!(await rememberRequestId(tx, c.var.requestId, c.var.realNow))) {
                  throw new SandboxError(ErrorCode.XUniqueIdNotUnique);
                }
                return run(tx);
              }),
            );
      c.set("requestIdKept", true);
      const result = committed.afterCommit ? await committed.afterCommit(db) : committed;
      if (result.body === undefined) return c.body(null, result.status as StatusCode);
      return c.json(result.body, result.status as ContentfulStatusCode);
    });
  }
}
