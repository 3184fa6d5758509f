import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CamsError } from "@/lib/cams/client";
import type { DbHandle } from "@/lib/db";
import { moneyMovements } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { IN_DOUBT, recordMovement, type SentCreditor, sentCreditors } from "./money-movements";

// The module reaches the console's session code through the accounts it reads; no session here.
vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));

const creditor = { name: "Acme SARL", iban: "DE89370400440532013000" };
const movement = (accountId: string, request: unknown) => ({
  key: randomUUID(),
  kind: "outgoing_credit_transfer" as const,
  owner: { kind: "customer" as const, id: "cus-1" },
  accountId,
  request,
  actorId: null,
});
const answered = (transaction_id: string) => async () => ({ transaction_id });
const byTransaction = (answer: { transaction_id: string }) => answer.transaction_id;

describe.each(testBackends)("money movements on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  const statusOf = async (accountId: string) =>
    (
      await handle.db
        .select({ status: moneyMovements.status, outcome: moneyMovements.outcome })
        .from(moneyMovements)
        .where(eq(moneyMovements.accountId, accountId))
    ).map((row) => row.status);

  it("records the movement as done, with the provider's transaction id", async () => {
    const answer = await recordMovement(
      handle.db,
      movement("acc-done", { amount: 1, creditor }),
      answered("tx-1"),
      byTransaction,
    );
    expect(answer).toEqual({ transaction_id: "tx-1" });
    expect(await statusOf("acc-done")).toEqual(["done"]);
  });

  it("records a 4xx answer as refused, and a missing answer or a 5xx as in doubt", async () => {
    const refusal = new CamsError({ code: 4225064, httpStatus: 422 });
    const send = (accountId: string, error: unknown) =>
      recordMovement(
        handle.db,
        movement(accountId, {}),
        () => Promise.reject(error),
        byTransaction,
      );
    await expect(send("acc-refused", refusal)).rejects.toBe(refusal);
    for (const [accountId, error] of [
      ["acc-timeout", new CamsError({ code: 5049901, httpStatus: 504 })],
      ["acc-cut", new TypeError("fetch failed")],
    ] as const) {
      await expect(send(accountId, error)).rejects.toMatchObject({ code: IN_DOUBT });
    }
    expect(await statusOf("acc-refused")).toEqual(["refused"]);
    expect(await statusOf("acc-timeout")).toEqual(["unknown"]);
    expect(await statusOf("acc-cut")).toEqual(["unknown"]);
  });

  it("names the creditor of each transfer sent from the account, and nothing else", async () => {
    const send = (accountId: string, request: unknown, tx: string) =>
      recordMovement(handle.db, movement(accountId, request), answered(tx), byTransaction);
    await send("acc-1", { creditor }, "tx-a");
    await send("acc-1", { creditor: { name: "No Iban Ltd" } }, "tx-b");
    await send("acc-1", { creditor: "not an object" }, "tx-c");
    await send("acc-2", { creditor }, "tx-d");
    await recordMovement(
      handle.db,
      movement("acc-1", { creditor }),
      () => Promise.reject(new CamsError({ code: 4090002, httpStatus: 409 })),
      byTransaction,
    ).catch(() => undefined);
    // The same intent sent again is not sent: its first outcome is answered.
    const again = movement("acc-1", { creditor });
    await recordMovement(handle.db, again, answered("tx-f"), byTransaction);
    expect(
      await recordMovement(
        handle.db,
        again,
        () => Promise.reject(new Error("sent twice")),
        byTransaction,
      ),
    ).toEqual({ transaction_id: "tx-f" });
    await recordMovement(
      handle.db,
      { ...movement("acc-1", { creditor }), kind: "credit" },
      answered("tx-e"),
      byTransaction,
    );
    expect(await sentCreditors(handle.db, "acc-1")).toEqual(
      new Map<string, SentCreditor>([
        ["tx-a", creditor],
        ["tx-b", { name: "No Iban Ltd", iban: null }],
        ["tx-f", creditor],
      ]),
    );
    expect((await sentCreditors(handle.db, "acc-9")).size).toBe(0);
  });
});
