import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { z } from "zod";
import {
  customerCreateRequest,
  type Operation,
  type OperationId,
  type OperationResponse,
  operations,
} from "@/lib/cams";
import { anonymousCustomer, homeAddress, riskProfile } from "@/lib/cams/__fixtures__/bodies";
import type { Db, DbHandle } from "@/lib/db";
import { createTestDb, type TestBackend } from "@/lib/db/testing";
import { sandboxConfigFromEnv } from "../config";
import type { SandboxContext } from "../context";
import { SandboxError } from "../errors";
import type { Handler, HandlerMap } from "../handler";

/**
 * A fresh database for the enclosing describe block, and a way to run domain code as the
 * dispatcher does: each call is one request, in its own transaction, a second later than the
 * previous one (so "newest first" has something to sort by). Registrations handed to
 * `afterTest` are undone when the running test ends.
 */
export function useSandboxDb(backend: TestBackend) {
  let handle: DbHandle | undefined;
  const undo: (() => void)[] = [];
  const config = sandboxConfigFromEnv({});
  let clock = Date.parse("2026-11-22T10:00:00Z");
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterEach(() => {
    for (const unregister of undo.splice(0)) unregister();
  });
  afterAll(() => handle?.close());

  const opened = () => {
    if (!handle) throw new Error("The sandbox database is open only while tests run");
    return handle;
  };
  const contextFor = (db: Db): SandboxContext => {
    clock += 1000;
    return { db, config, now: new Date(clock) };
  };
  return {
    get handle() {
      return opened();
    },
    contextFor,
    request<T>(fn: (ctx: SandboxContext) => Promise<T>): Promise<T> {
      return opened().db.transaction((tx) => fn(contextFor(tx)));
    },
    afterTest(...unregister: (() => void)[]) {
      undo.push(...unregister);
    },
  };
}

export type SandboxDb = ReturnType<typeof useSandboxDb>;

/** A create-customer body as the dispatcher hands it over: validated by lib/cams. */
export function customerBody(
  overrides: Record<string, unknown> = {},
): z.output<typeof customerCreateRequest> {
  return customerCreateRequest.parse({ ...anonymousCustomer, ...overrides });
}

/** A KYC customer with one Passport and a Home address in Germany. */
export function kycBody(passport: string, overrides: Record<string, unknown> = {}) {
  return customerBody({
    kyc_level: "KYC",
    birth_country: "DE",
    risk_profile: riskProfile,
    identifications: [{ type: "Passport", value: passport }],
    addresses: [homeAddress],
    ...overrides,
  });
}

/** The code a refused call failed with. */
export async function refusal(promise: Promise<unknown>): Promise<SandboxError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SandboxError)) throw new Error(`Expected a SandboxError, got ${error}`);
  return error;
}

type RawInput = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

/**
 * Runs one handler as the dispatcher would: raw input validated by the operation's schemas
 * from lib/cams, one transaction; then checks the answer against the operation's success
 * statuses and response schema. Refusals come back as the thrown SandboxError.
 */
export async function callHandler<Id extends OperationId>(
  sandbox: SandboxDb,
  handlers: HandlerMap,
  id: Id,
  raw: RawInput = {},
): Promise<{ status: number; body: OperationResponse<Id> }> {
  const op: Operation = operations[id];
  const input = {
    params: op.pathParams.parse(raw.params ?? {}),
    query: op.query?.parse(raw.query ?? {}),
    body: op.body?.parse(raw.body),
    caller: undefined,
  };
  const handler = handlers[id] as Handler<never>;
  const result = await sandbox.request((ctx) => handler({ ...input, ctx } as never));
  expect(op.successStatuses).toContain(result.status);
  return { status: result.status, body: op.response?.parse(result.body) as OperationResponse<Id> };
}
