import type { z } from "zod";
import type { InterfaceErrors, KnownErrorCode, OperationId, Operations } from "@/lib/cams";
import type { Db } from "@/lib/db";
import type { ApiUser } from "./auth/api-users";
import type { SandboxContext } from "./context";

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type HandlerInput<Id extends OperationId> = {
  params: z.output<Operations[Id]["pathParams"]>;
  query: Operations[Id] extends { query: infer Q } ? Out<Q> : undefined;
  body: Operations[Id] extends { body: infer B } ? Out<B> : undefined;
  ctx: SandboxContext;
  /** The API user whose key and token came with the request. */
  caller: ApiUser;
  /** Real time when the request came: what the clock's operations move the sandbox's against. */
  realNow: Date;
  /**
   * The sandbox app itself, for an operation that builds state through the interface (a
   * scenario): only from `afterCommit`, once this request's transaction has ended.
   */
  self: (request: Request) => Promise<Response>;
};

/**
 * What a handler answers; the transport writes it as JSON (or an empty body for 204). With
 * `afterCommit`, the answer is what that gives once the handler's transaction has committed:
 * work that makes requests of its own, each in its own transaction.
 */
export type HandlerResult = {
  status: number;
  body?: unknown;
  /** Given the database outside any transaction: the handler's own (ctx.db) has ended. */
  afterCommit?: (db: Db) => Promise<{ status: number; body?: unknown }>;
};

/**
 * One operation's implementation. Input is already validated against the operation's schemas
 * from lib/cams; refusals are thrown as SandboxError. The dispatcher runs every handler in one
 * database transaction (ctx.db), so a refusal leaves nothing behind; but a GET's, which must
 * only read: it runs outside a transaction (transport/dispatch.ts, answerRead).
 */
export type Handler<Id extends OperationId> = (input: HandlerInput<Id>) => Promise<HandlerResult>;

export type HandlerMap = { [Id in OperationId]?: Handler<Id> };

/**
 * For the few operations whose validation failures have their own codes (POST /token answers
 * 4000003 for a bad username): picks the code from the failed fields. Default 4000001.
 */
export type ValidationCodes = { [Id in OperationId]?: (errors: InterfaceErrors) => KnownErrorCode };
