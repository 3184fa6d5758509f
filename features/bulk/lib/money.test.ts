import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { approveApprovalRequest } from "@/features/approvals/actions/approve-request";
import { anonymousCustomer } from "@/lib/cams/__fixtures__/bodies";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { createUser } from "@/lib/console/auth/users";
import { recordSeen, seenCustomer } from "@/lib/console/directory";
import {
  approvalPolicies,
  bulkBatches,
  bulkRows,
  moneyMovements,
  type Role,
} from "@/lib/db/schema";
import { testBackends } from "@/lib/db/testing";
import {
  createSandboxHarness,
  recordingSandboxClient,
  type SandboxHarness,
} from "@/lib/sandbox/testing";
import { retryFailedRows } from "../actions/retry-failed-rows";
import { runMoneyBatch } from "../actions/run-bulk-batch";
import { uploadBulkFile } from "../actions/upload-bulk-file";
import { runDueBatches } from "./executor";
import { claimBatch } from "./store";
import { checkedBatch, lapseLease, rowsOf as rowsOfBatch } from "./testing";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.stubEnv("BULK_ROWS_PER_SECOND", "1000");
vi.stubEnv("BULK_BACKOFF_MS", "5");

const HEADER = "account_id,iban,owner_id,movement,amount,currency,transaction_code,description";
const csv = (lines: string[]) =>
  new File([`\uFEFF${[HEADER, ...lines].join("\n")}\n`], "money.csv", { type: "text/csv" });

type Account = { account_id: string; currency: string; account_identifier?: string };

describe.each(testBackends)("bulk money on %s", (backend) => {
  let sb: SandboxHarness;
  let uninstall: () => void;
  let ids: Record<Role, string>;
  let manager2: string;
  const sent: string[] = [];
  /** Credits whose answer is lost after the provider booked them, by how many are left. */
  let loseAnswers = 0;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
    const real = recordingSandboxClient(sb, sent);
    uninstall = installConsole(sb.handle, {
      call: (async (id: Parameters<CamsClient["call"]>[0], input?: object) => {
        const answer = await real.call(id, input as never);
        if (id === "creditAccount" && loseAnswers > 0) {
          loseAnswers--;
          throw new TypeError("fetch failed: the connection was reset");
        }
        return answer;
      }) as CamsClient["call"],
    });
    ids = await usersByRole(sb.handle);
    manager2 = (
      await createUser(sb.handle.db, {
        email: `manager2-bulk-${backend}@example.com`,
        name: "Manager Two",
        role: "manager",
        password: "long enough password",
      })
    ).id;
  });
  afterAll(async () => {
    uninstall();
    await sb.close();
  });

  /** A customer with one EUR account (with an IBAN) and one USD account, known to the directory. */
  const newCustomer = async (credit = 0) => {
    const created = await sb.call("POST", "/customers", {
      body: {
        ...anonymousCustomer,
        accounts: [
          { currency: "EUR", assign_account_identifier: true },
          { currency: "USD", assign_account_identifier: true },
        ],
      },
    });
    const customer = created.body as { customer_id: string; accounts: Account[] };
    await recordSeen(sb.handle.db, seenCustomer(customer as never));
    const [eur, usd] = customer.accounts;
    if (credit > 0)
      await sb.call("POST", `/accounts/${eur!.account_id}/credit`, {
        body: { amount: credit, transaction_code: "AccountLoad" },
      });
    return { id: customer.customer_id, eur: eur!, usd: usd! };
  };
  const balanceOf = async (customerId: string, accountId: string) => {
    const read = await sb.call("GET", `/customers/${customerId}`);
    return (read.body.accounts as (Account & { balance: number })[]).find(
      (a) => a.account_id === accountId,
    )!.balance;
  };
  const rowsOf = (batchId: string) => rowsOfBatch(sb.handle.db, batchId);
  const upload = (lines: string[]) => checkedBatch(sb.handle.db, "money", csv(lines));

  it("checks each row by the credit form's rules and the account's owner, currency and balance", async () => {
    const jane = await newCustomer(100);
    const other = await newCustomer();
    const iban = jane.eur.account_identifier!;
    const spaced = iban.replace(/(.{4})/g, "$1 ").trim();
    signInAs(ids.manager);
    sent.length = 0;
    const batch = await upload([
      `${jane.eur.account_id},,,credit,10.50,EUR,AccountLoad,Allowance`,
      `,${spaced},${jane.id},debit,60,EUR,CashLoad,`,
      `,${iban},,debit,40.01,EUR,CashLoad,Over what is left`,
      `${jane.eur.account_id},,,credit,10.50,EUR,AccountLoad,Allowance`,
      `${jane.usd.account_id},,,credit,5,EUR,AccountLoad,`,
      `${other.eur.account_id},,${jane.id},credit,5,EUR,AccountLoad,Someone else's`,
      `,DE89370400440532013000,,credit,5,EUR,AccountLoad,Not known`,
      `${jane.eur.account_id},${iban},,credit,5,EUR,AccountLoad,Both`,
      `${jane.eur.account_id},,,credit,1.005,EUR,AccountLoad,`,
      `${jane.eur.account_id},,,credit,-5,EUR,AccountLoad,`,
      `${jane.eur.account_id},,,refund,5,EUR,AccountLoad,`,
      `${jane.eur.account_id},,,credit,5,EUR,Salary,`,
      `${jane.eur.account_id},,,debit,40,EUR,CashLoad,Exactly what is left`,
      `,${iban},,credit,10.50,EUR,AccountLoad,Allowance`,
    ]);
    // Only reads: no money moved.
    expect(sent.filter((id) => id === "creditAccount" || id === "debitAccount")).toEqual([]);
    expect(await balanceOf(jane.id, jane.eur.account_id)).toBe(100);
    const rows = await rowsOf(batch.id);
    expect(rows.map((row) => [row.rowNo, row.status, row.problems])).toEqual([
      [2, "pending", null],
      [3, "pending", null],
      [
        4,
        "invalid",
        { amount: "With the debits above it, more than the available balance of €100.00." },
      ],
      [5, "invalid", { amount: "Row 2 already has this." }],
      [6, "invalid", { currency: "This account holds USD: write USD, or name an account in EUR." }],
      [
        7,
        "invalid",
        { owner_id: "This account belongs to someone else: check the row's account and owner." },
      ],
      [
        8,
        "invalid",
        {
          iban: "The console knows no account by this. Open its customer or corporate in the console once, then check the file again.",
        },
      ],
      [9, "invalid", { account_id: "Name the account by its id or its IBAN: not both." }],
      [10, "invalid", { amount: expect.stringMatching(/decimal|cent|places|digits/i) }],
      [11, "invalid", { amount: expect.any(String) }],
      [12, "invalid", { movement: "Write credit or debit" }],
      [13, "invalid", { transaction_code: expect.any(String) }],
      [14, "pending", null],
      // Row 2 again, its account named by IBAN this time.
      [15, "invalid", { amount: "Another row of the file already has this movement." }],
    ]);
    // The IBAN row runs on the account's id, with the owner found, the amount as a number.
    expect(rows[1]!.input).toEqual({
      movement: "debit",
      account_id: jane.eur.account_id,
      owner_kind: "customer",
      owner_id: jane.id,
      amount: 60,
      currency: "EUR",
      transaction_code: "CashLoad",
    });
  });

  it("holds a batch over its policy's total for a second manager, who sees the totals; then each row moves once", async () => {
    const jane = await newCustomer(500);
    await sb.handle.db.insert(approvalPolicies).values({
      action: "bulk_money",
      mode: "above",
      thresholds: { EUR: 10_000 },
      maxRows: null,
      approverRole: "manager",
      expiryHours: 24,
    });
    try {
      signInAs(ids.manager);
      const small = await upload([
        `${jane.eur.account_id},,,credit,100,EUR,AccountLoad,At the limit`,
      ]);
      expect(
        await runMoneyBatch({ batch_id: small.id, file_sha256: small.fileSha256 }),
      ).toMatchObject({ ok: true, data: { rows: 1 } });

      const big = await upload([
        `${jane.eur.account_id},,,credit,60,EUR,AccountLoad,One`,
        `${jane.eur.account_id},,,debit,19.99,EUR,CashLoad,Two`,
        `${jane.eur.account_id},,,credit,40.01,EUR,AccountLoad,Three`,
      ]);
      const held = await runMoneyBatch({ batch_id: big.id, file_sha256: big.fileSha256 });
      expect(held).toMatchObject({ ok: true, pending: { requestId: expect.any(String) } });
      const requestId = (held as { pending: { requestId: string } }).pending.requestId;
      // Held: nothing queued, nothing sent.
      expect((await rowsOf(big.id)).map((row) => row.status)).toEqual([
        "pending",
        "pending",
        "pending",
      ]);
      const [waiting] = await sb.handle.db
        .select()
        .from(bulkBatches)
        .where(eq(bulkBatches.id, big.id));
      expect(waiting!.status).toBe("draft");

      // The maker may not approve it; support may not move money, so may not either.
      expect(await approveApprovalRequest({ request_id: requestId })).toMatchObject({
        ok: false,
        code: "OWN_REQUEST",
      });
      signInAs(ids.support);
      expect(await approveApprovalRequest({ request_id: requestId })).toMatchObject({
        ok: false,
      });
      signInAs(manager2);
      expect(await approveApprovalRequest({ request_id: requestId })).toMatchObject({
        ok: true,
        data: { status: "executed" },
      });
      sent.length = 0;
      await runDueBatches(sb.handle.db, "server-a");
      expect(sent.filter((id) => id === "creditAccount" || id === "debitAccount")).toHaveLength(4);
      // 500 + 100 + 60 - 19.99 + 40.01
      expect(await balanceOf(jane.id, jane.eur.account_id)).toBe(680.02);
      expect((await rowsOf(big.id)).map((row) => row.status)).toEqual(["done", "done", "done"]);
    } finally {
      await sb.handle.db.delete(approvalPolicies).where(eq(approvalPolicies.action, "bulk_money"));
    }
  });

  it("holds a batch of more rows than its policy's row limit, and not one at the limit", async () => {
    const jane = await newCustomer();
    await sb.handle.db.insert(approvalPolicies).values({
      action: "bulk_money",
      mode: "above",
      thresholds: {},
      maxRows: 2,
      approverRole: "manager",
      expiryHours: 24,
    });
    try {
      signInAs(ids.manager);
      const row = (n: number) => `${jane.eur.account_id},,,credit,${n},EUR,AccountLoad,Row ${n}`;
      const two = await upload([row(1), row(2)]);
      expect(await runMoneyBatch({ batch_id: two.id, file_sha256: two.fileSha256 })).toMatchObject({
        ok: true,
        data: { rows: 2 },
      });
      const three = await upload([row(1), row(2), row(3)]);
      expect(
        await runMoneyBatch({ batch_id: three.id, file_sha256: three.fileSha256 }),
      ).toMatchObject({ ok: true, pending: { requestId: expect.any(String) } });
    } finally {
      await sb.handle.db.delete(approvalPolicies).where(eq(approvalPolicies.action, "bulk_money"));
      await runDueBatches(sb.handle.db, "server-b");
    }
  });

  it("moves each row's money once across a server's crash", async () => {
    const jane = await newCustomer();
    signInAs(ids.manager);
    const batch = await upload([
      `${jane.eur.account_id},,,credit,1,EUR,AccountLoad,First`,
      `${jane.eur.account_id},,,credit,2,EUR,AccountLoad,Second`,
      `${jane.eur.account_id},,,credit,4,EUR,AccountLoad,Third`,
    ]);
    await runMoneyBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 });
    // Server A sends the first row and dies before recording its answer.
    expect(await claimBatch(sb.handle.db, "server-a")).toMatchObject({ id: batch.id });
    const [first] = await rowsOf(batch.id);
    const { sendCreditOrDebit } = await import("@/features/accounts/server");
    await sendCreditOrDebit(sb.handle.db, {
      key: first!.idempotencyKey,
      kind: "credit",
      owner: { kind: "customer", id: jane.id },
      accountId: jane.eur.account_id,
      request: {
        amount: 1,
        currency: "EUR",
        transaction_code: "AccountLoad",
        description: "First",
      },
      actorId: ids.manager,
    });
    await sb.handle.db
      .update(bulkRows)
      .set({ status: "running" })
      .where(eq(bulkRows.idempotencyKey, first!.idempotencyKey));
    await lapseLease(sb.handle.db, batch.id);
    // Server B takes over: the first row is found done by its record, and not sent again.
    sent.length = 0;
    await runDueBatches(sb.handle.db, "server-b");
    expect(await balanceOf(jane.id, jane.eur.account_id)).toBe(7);
    expect(sent.filter((id) => id === "creditAccount")).toHaveLength(2);
    expect((await rowsOf(batch.id)).map((row) => row.status)).toEqual(["done", "done", "done"]);
  });

  it("sends a row its dead server recorded but never sent again under its key, and one it did send not twice", async () => {
    const jane = await newCustomer();
    signInAs(ids.manager);
    const batch = await upload([
      `${jane.eur.account_id},,,credit,1,EUR,AccountLoad,Recorded only`,
      `${jane.eur.account_id},,,credit,2,EUR,AccountLoad,Sent unrecorded`,
    ]);
    await runMoneyBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 });
    expect(await claimBatch(sb.handle.db, "server-a")).toMatchObject({ id: batch.id });
    const [recorded, unrecorded] = await rowsOf(batch.id);
    const owner = { kind: "customer" as const, id: jane.id };
    // Row 2: the provider booked it under the row's key; the server died before recording it.
    const { movementReference } = await import("@/features/accounts/lib/money-movements");
    const body = (words: string, amount: number, key: string) => ({
      amount,
      currency: "EUR",
      transaction_code: "AccountLoad",
      description: `${words} (${movementReference(key)})`,
    });
    await sb.call("POST", `/accounts/${jane.eur.account_id}/credit`, {
      body: body("Sent unrecorded", 2, unrecorded!.idempotencyKey),
      headers: { "x-unique-id": unrecorded!.idempotencyKey },
    });
    // Both rows' movements were recorded as pending, minutes ago; row 2 then died mid-row too.
    for (const [row, amount, words] of [
      [recorded!, 1, "Recorded only"],
      [unrecorded!, 2, "Sent unrecorded"],
    ] as const)
      await sb.handle.db.insert(moneyMovements).values({
        id: row.idempotencyKey,
        kind: "credit",
        ownerKind: owner.kind,
        ownerId: owner.id,
        accountId: jane.eur.account_id,
        request: body(words, amount, row.idempotencyKey),
        actorId: ids.manager,
        createdAt: new Date(Date.now() - 3 * 60_000),
      });
    await sb.handle.db
      .update(bulkRows)
      .set({ status: "running" })
      .where(eq(bulkRows.batchId, batch.id));
    await lapseLease(sb.handle.db, batch.id);
    sent.length = 0;
    await runDueBatches(sb.handle.db, "server-b");
    // Row 1 sent again under its key (the provider had not seen it); row 2 found booked.
    expect((await rowsOf(batch.id)).map((row) => row.status)).toEqual(["done", "done"]);
    expect(await balanceOf(jane.id, jane.eur.account_id)).toBe(3);
  });

  it("leaves a row whose answer was lost unknown, then finds it done instead of sending it again", async () => {
    const jane = await newCustomer();
    signInAs(ids.manager);
    const batch = await upload([`${jane.eur.account_id},,,credit,3,EUR,AccountLoad,Lost answer`]);
    await runMoneyBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 });
    loseAnswers = 1;
    await runDueBatches(sb.handle.db, "server-c");
    const [row] = await rowsOf(batch.id);
    expect(row).toMatchObject({ status: "unknown" });
    expect(row!.errorMessage).toMatch(/check it before sending it again/);
    expect(await balanceOf(jane.id, jane.eur.account_id)).toBe(3);
    // Minutes later the movement's record can be checked against the account's transactions.
    await sb.handle.db
      .update(moneyMovements)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(moneyMovements.id, row!.idempotencyKey));
    sent.length = 0;
    expect(await retryFailedRows({ batch_id: batch.id })).toMatchObject({
      ok: false,
      code: "NOTHING_TO_RETRY",
    });
    expect(sent.filter((id) => id === "creditAccount")).toEqual([]);
    expect((await rowsOf(batch.id))[0]).toMatchObject({ status: "done" });
    expect(await balanceOf(jane.id, jane.eur.account_id)).toBe(3);
  });

  it("refuses a money batch to support, whose role moves no money", async () => {
    signInAs(ids.support);
    expect(
      await uploadBulkFile({ kind: "money", file: csv([",,,credit,1,EUR,AccountLoad,"]) }),
    ).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });
});
