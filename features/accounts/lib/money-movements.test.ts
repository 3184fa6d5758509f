import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outgoingCreditTransfer } from "@/lib/cams/__fixtures__/bodies";
import { CamsError } from "@/lib/cams/client";
import type { DbHandle } from "@/lib/db";
import { moneyMovements } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import {
  checkMovement,
  movementReference,
  recordMovement,
  type SentCreditor,
  sentCreditors,
} from "./money-movements";
import { IN_DOUBT } from "./movement-codes";
import { outgoingCreditTransferDefinition } from "./movement-definitions";

// The module reaches the console's session code through the accounts it reads; no session here.
vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));

type Listed = { transaction_id: string; amount: number; description: string; created_date: string };
/** The provider's transaction list of every account, newest first, as the sandbox pages it. */
const ledger = new Map<string, Listed[]>();
const pagesRead: number[] = [];
vi.mock("@/lib/console/cams-client", () => ({
  camsClient: () => ({
    call: async (
      _operation: string,
      {
        params,
        query,
      }: { params: { account_id: string }; query: { page_number: number; page_size: number } },
    ) => {
      pagesRead.push(query.page_number);
      const start = (query.page_number - 1) * query.page_size;
      return {
        page_number: query.page_number,
        page_size: query.page_size,
        transactions: (ledger.get(params.account_id) ?? []).slice(start, start + query.page_size),
      };
    },
  }),
}));

const creditor = { name: "Acme SARL", iban: "DE89370400440532013000" };
const movement = (accountId: string, request: object) => ({
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
    const send = (accountId: string, request: object, tx: string) =>
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

  describe("an in-doubt movement, checked with the provider", () => {
    const minute = 60_000;
    /** A debit of 25.00 "Rent" the provider did not answer; its record and reference. */
    const unanswered = async (accountId: string) => {
      const key = randomUUID();
      await recordMovement(
        handle.db,
        {
          ...movement(accountId, { amount: 25, transaction_code: "CashLoad", description: "Rent" }),
          key,
          kind: "debit",
        },
        () => Promise.reject(new TypeError("fetch failed")),
        byTransaction,
      ).catch(() => undefined);
      const [row] = await handle.db.select().from(moneyMovements).where(eq(moneyMovements.id, key));
      return { key, sentAt: row!.createdAt.getTime(), reference: movementReference(key) };
    };
    /** `count` foreign debits of 25.00 "Rent", one a second, the newest at `t`. */
    const foreign = (count: number, t: number, prefix: string) =>
      Array.from({ length: count }, (_, i) => ({
        transaction_id: `${prefix}-${i}`,
        amount: 25,
        transaction_code: "CashLoad",
        description: "Rent",
        created_date: new Date(t - i * 1000).toISOString(),
      }));

    it("finds the movement beyond the latest 50 transactions of a busy account", async () => {
      const { key, sentAt, reference } = await unanswered("acc-busy");
      ledger.set("acc-busy", [
        ...foreign(120, sentAt + 3 * minute, "other"),
        {
          transaction_id: "tx-ours",
          amount: 25,
          description: `Rent (${reference})`,
          created_date: new Date(sentAt + 500).toISOString(),
        },
        ...foreign(10, sentAt - 10 * minute, "older"),
      ]);
      expect(await checkMovement(handle.db, key, new Date(sentAt + 3 * minute))).toEqual({
        status: "done",
        transactionId: "tx-ours",
      });
      expect(await statusOf("acc-busy")).toEqual(["done"]);
    });

    it("does not claim another transaction with the same amount, code and words", async () => {
      const { key, sentAt } = await unanswered("acc-twin");
      ledger.set("acc-twin", foreign(1, sentAt + 1000, "twin"));
      expect(await checkMovement(handle.db, key, new Date(sentAt + minute))).toMatchObject({
        status: "checking",
        message: expect.stringContaining("the provider may still be making it"),
      });
      expect(await statusOf("acc-twin")).toEqual(["unknown"]);
    });

    it("keeps checking, and says so, while the transactions since the send are not all read", async () => {
      const { key, sentAt } = await unanswered("acc-flood");
      // 1,200 transactions since the send: more than one check reads (20 pages of 50).
      ledger.set("acc-flood", foreign(1200, sentAt + 20 * minute, "flood"));
      pagesRead.length = 0;
      const check = await checkMovement(handle.db, key, new Date(sentAt + 30 * minute));
      expect(check).toEqual({
        status: "checking",
        message: expect.stringMatching(
          /^Still checking: the latest 1000 transactions on this account do not carry this movement's reference \(ref [0-9a-f]{12}\), and older ones back to .* are still to be read\. Do not send it again/,
        ),
      });
      expect(pagesRead).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await statusOf("acc-flood")).toEqual(["unknown"]);
    });

    it("says not made only when proven absent, and how it was proven", async () => {
      const { key, sentAt, reference } = await unanswered("acc-absent");
      // 70 since the send (two pages), then older ones: the scan passes the send time.
      ledger.set("acc-absent", [
        ...foreign(70, sentAt + 70_000, "since"),
        ...foreign(30, sentAt - 10 * minute, "before"),
      ]);
      // Read through, but within two minutes of the send: the provider may still be making it.
      expect(await checkMovement(handle.db, key, new Date(sentAt + 90_000))).toMatchObject({
        status: "checking",
      });
      const check = await checkMovement(handle.db, key, new Date(sentAt + 3 * minute));
      expect(check).toEqual({
        status: "refused",
        message: expect.stringMatching(
          new RegExp(
            `^Not made: we read all 100 transactions on this account since .+ UTC, and none carries this movement's reference \\(${reference}\\)\\. Nothing moved: you can send it again\\.$`,
          ),
        ),
      });
      expect(await statusOf("acc-absent")).toEqual(["refused"]);
    });

    it("sends the reference in the field the provider lists back, after the person's words", async () => {
      const sent: unknown[] = [];
      const key = randomUUID();
      await recordMovement(
        handle.db,
        { ...movement("acc-ref", { amount: 1, remittance_information: "Invoice 7" }), key },
        async (_id, body) => {
          sent.push(body);
          return { transaction_id: "tx-ref" };
        },
        byTransaction,
      );
      expect(sent).toEqual([
        { amount: 1, remittance_information: `Invoice 7 (${movementReference(key)})` },
      ]);
      expect(movementReference(key)).toMatch(/^ref [0-9a-f]{12}$/);
    });
  });
});

describe("an outgoing credit transfer's remittance information", () => {
  const withWords = (words: string) =>
    outgoingCreditTransferDefinition.schema.safeParse({
      ...outgoingCreditTransfer,
      owner: { kind: "customer", id: "cus-1" },
      account_id: "acc-1",
      idempotency_key: randomUUID(),
      remittance_information: words,
    });

  it("leaves room for the reference within SEPA's 140 characters, and says so on the field", () => {
    expect(withWords("x".repeat(121)).success).toBe(true);
    const refused = withWords("x".repeat(122));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ["remittance_information"],
        message:
          "Remittance information cannot be longer than 121 characters: the console adds its reference to it",
      }),
    ]);
  });
});
