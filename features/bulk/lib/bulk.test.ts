import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { anonymousCustomer, cardItem } from "@/lib/cams/__fixtures__/bodies";
import type { CamsClient } from "@/lib/cams/client";
import { CamsError } from "@/lib/cams/client/errors";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { createUser } from "@/lib/console/auth/users";
import { auditLog, bulkBatches, bulkRows, type Role, users } from "@/lib/db/schema";
import { testBackends } from "@/lib/db/testing";
import {
  createSandboxHarness,
  recordingSandboxClient,
  type SandboxHarness,
} from "@/lib/sandbox/testing";
import { cancelBulkBatch } from "../actions/cancel-bulk-batch";
import { retryFailedRows } from "../actions/retry-failed-rows";
import { runCardActionsBatch } from "../actions/run-bulk-batch";
import { uploadBulkFile } from "../actions/upload-bulk-file";
import { runDueBatches } from "./executor";
import { claimBatch } from "./store";
import { checkedBatch, lapseLease, rowsOf as rowsOfBatch } from "./testing";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.stubEnv("BULK_ROWS_PER_SECOND", "1000");
vi.stubEnv("BULK_BACKOFF_MS", "5");

const csv = (lines: string[]) =>
  new File([`${lines.join("\r\n")}\r\n`], "cards.csv", { type: "text/csv" });

describe.each(testBackends)("bulk card actions on %s", (backend) => {
  let sb: SandboxHarness;
  let uninstall: () => void;
  let ids: Record<Role, string>;
  const sent: string[] = [];
  /** When each block was sent, and how many of the next ones the provider answers 429. */
  const blocks: number[] = [];
  let busy = 0;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
    const real = recordingSandboxClient(sb, sent);
    uninstall = installConsole(sb.handle, {
      call: ((id: Parameters<CamsClient["call"]>[0], input?: object) => {
        if (id === "blockCard") {
          blocks.push(performance.now());
          if (busy > 0) {
            busy--;
            return Promise.reject(new CamsError({ code: 4299900, httpStatus: 429 }));
          }
        }
        return real.call(id, input as never);
      }) as CamsClient["call"],
    });
    ids = await usersByRole(sb.handle);
  });
  afterAll(async () => {
    uninstall();
    await sb.close();
  });

  /** `n` new active virtual cards. */
  const newCards = async (n: number) => {
    const created = await sb.call("POST", "/customers", {
      body: {
        ...anonymousCustomer,
        cards: Array.from({ length: n }, () => ({ ...cardItem, card_type: "Virtual" })),
      },
    });
    return (created.body.cards as { card_id: string }[]).map((card) => card.card_id);
  };
  const statusOf = async (cardId: string) =>
    (await sb.call("GET", `/cards/${cardId}`)).body.status as string;
  const rowsOf = (batchId: string) => rowsOfBatch(sb.handle.db, batchId);
  const upload = (lines: string[]) => checkedBatch(sb.handle.db, "card_actions", csv(lines));

  it("checks every row before anything is sent, and says why a row cannot run beside its cell", async () => {
    const [a, b, c, d] = await newCards(4);
    const card = (await sb.call("GET", `/cards/${d}`)).body as {
      customer_id: string;
      last_four: string;
    };
    const other = card.last_four === "0000" ? "0001" : "0000";
    signInAs(ids.support);
    sent.length = 0;
    const batch = await upload([
      "card_id,customer_id,last_four,action,reason",
      `${a},,,block,Suspected fraud`,
      `${b},,,BLOCK,Lost`,
      `${a},,,block,Twice`,
      "no-such-card,,,block,Lost",
      `${c},,,unblock,Found`,
      `${c},,,freeze,Lost`,
      `${b!.slice(0, 8)},,,block,`,
      `,${card.customer_id},${card.last_four},block,By its last four`,
      `,${card.customer_id},${other},block,No such card`,
      `,${card.customer_id},12a4,block,Not digits`,
      `${c},${card.customer_id},${card.last_four},block,Both`,
      `,,,block,Neither`,
      `${d},,,block,Named again by id`,
    ]);
    // Only reads: nothing was blocked.
    expect(new Set(sent)).toEqual(new Set(["getCard", "getCustomer"]));
    expect(await statusOf(a!)).toBe("00");
    const rows = await rowsOf(batch.id);
    expect(rows.map((row) => [row.rowNo, row.status, row.problems])).toEqual([
      [2, "pending", null],
      [3, "invalid", { action: "Write block, unblock or replace" }],
      [4, "invalid", { card_id: "Row 2 already has this." }],
      [5, "invalid", { card_id: "No card has this id." }],
      [
        6,
        "invalid",
        { action: "This card is 00 Active: only a blocked card (05) can be unblocked." },
      ],
      [7, "invalid", { action: "Write block, unblock or replace" }],
      [8, "invalid", { reason: "Choose a reason, or write one" }],
      [9, "pending", null],
      [10, "invalid", { last_four: `This customer has no card ending in ${other}.` }],
      [11, "invalid", { last_four: "Write the card's last four digits, like 4242" }],
      [
        12,
        "invalid",
        { card_id: "Name the card by its id, or by customer and last four: not both." },
      ],
      [
        13,
        "invalid",
        {
          customer_id: "Name the card: its id, or its customer and last four digits.",
          last_four: "Write the card's last four digits, like 4242",
        },
      ],
      [14, "invalid", { card_id: "Another row of the file already names this card." }],
    ]);
    // The row named by its last four runs on the card's id, as its schema takes it.
    expect(rows[7]!.input).toEqual({ card_id: d, action: "block", reason: "By its last four" });
    expect(batch).toMatchObject({ status: "draft", makerId: ids.support });
    expect(batch.fileSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a file it cannot read, and a kind the role may not run, in words on the field", async () => {
    signInAs(ids.support);
    expect(
      await uploadBulkFile({ kind: "card_actions", file: csv(["card_id,action", "x,block"]) }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { file: "The file has no “reason” column: start from the template." },
    });
    signInAs(ids.manager);
    expect(
      await uploadBulkFile({ kind: "card_actions", file: csv(["card_id,action,reason"]) }),
    ).toMatchObject({ ok: false, code: "FORBIDDEN" });
    signInAs(ids.compliance);
    expect(
      await uploadBulkFile({ kind: "card_actions", file: csv(["card_id,action,reason"]) }),
    ).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });

  it("runs each valid row once, and a server that takes over a dead one's batch does not send a row twice", async () => {
    const [a, b, c] = await newCards(3);
    signInAs(ids.support);
    const batch = await upload([
      "card_id,action,reason",
      `${a},block,Fraud`,
      `${b},block,Fraud`,
      `${c},block,Fraud`,
      "no-such-card,block,Lost",
    ]);
    // Only its maker confirms it, and only for the file checked.
    signInAs(ids.admin);
    expect(
      await runCardActionsBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 }),
    ).toMatchObject({ ok: false, code: "NOT_MAKER" });
    signInAs(ids.support);
    expect(
      await runCardActionsBatch({ batch_id: batch.id, file_sha256: "0".repeat(64) }),
    ).toMatchObject({
      ok: false,
      code: "FILE_CHANGED",
    });
    expect(
      await runCardActionsBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 }),
    ).toMatchObject({ ok: true, data: { rows: 3 } });

    // Server A claims it, blocks card a, sends b's block and dies before recording the answer.
    expect(await claimBatch(sb.handle.db, "server-a")).toMatchObject({ id: batch.id });
    await sb.call("POST", `/cards/${a}/block`);
    await sb.handle.db
      .update(bulkRows)
      .set({ status: "done" })
      .where(and(eq(bulkRows.batchId, batch.id), eq(bulkRows.rowNo, 2)));
    await sb.call("POST", `/cards/${b}/block`);
    await sb.handle.db
      .update(bulkRows)
      .set({ status: "running" })
      .where(and(eq(bulkRows.batchId, batch.id), eq(bulkRows.rowNo, 3)));
    // While A's lease holds, nobody else takes the batch.
    expect(await claimBatch(sb.handle.db, "server-b")).toBeNull();
    await lapseLease(sb.handle.db, batch.id);

    sent.length = 0;
    await runDueBatches(sb.handle.db, "server-b");
    // b was looked up, found blocked, and not blocked again; c was blocked once.
    expect(sent.filter((id) => id === "blockCard")).toHaveLength(1);
    expect(await Promise.all([a, b, c].map((id) => statusOf(id!)))).toEqual(["05", "05", "05"]);
    const rows = await rowsOf(batch.id);
    expect(rows.map((row) => row.status)).toEqual(["done", "done", "done", "invalid"]);
    expect(rows[1]!.result).toMatchObject({ resolved: "already done when the batch resumed" });
    expect(rows[2]!.result).toMatchObject({ card_id: c, status: "05" });
    const [done] = await sb.handle.db
      .select()
      .from(bulkBatches)
      .where(eq(bulkBatches.id, batch.id));
    expect(done).toMatchObject({ status: "done", leaseHolder: null });
    // The batch is the target of every entry: its check, its refused and accepted starts, each
    // row (b's lookup is the resumed row's), and its end.
    const entries = await sb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "bulk_batch"), eq(auditLog.targetId, batch.id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.outcome, e.detail])).toEqual([
      ["bulk.upload", "success", null],
      ["bulk.card_actions.run", "failure", expect.any(String)],
      ["bulk.card_actions.run", "failure", expect.any(String)],
      ["bulk.card_actions.run", "success", null],
      ["card.block", "success", "row 3"],
      ["card.block", "success", "row 4"],
      ["bulk.batch.done", "success", null],
    ]);
  });

  it("keeps the provider's refusal on its row, and cancelling stops the rows not started", async () => {
    const [a, b] = await newCards(2);
    signInAs(ids.support);
    const refusedBatch = await upload(["card_id,action,reason", `${a},block,Fraud`]);
    // Blocked by someone else between the check and the run: the provider refuses it.
    await sb.call("POST", `/cards/${a}/block`);
    await runCardActionsBatch({ batch_id: refusedBatch.id, file_sha256: refusedBatch.fileSha256 });
    await runDueBatches(sb.handle.db, "server-c");
    const [refused] = await rowsOf(refusedBatch.id);
    expect(refused).toMatchObject({ status: "refused", errorCode: expect.stringMatching(/^4/) });
    expect(refused!.errorMessage).toBeTruthy();

    const cancelled = await upload(["card_id,action,reason", `${b},block,Fraud`]);
    await runCardActionsBatch({ batch_id: cancelled.id, file_sha256: cancelled.fileSha256 });
    expect(await cancelBulkBatch({ batch_id: cancelled.id })).toMatchObject({ ok: true });
    sent.length = 0;
    await runDueBatches(sb.handle.db, "server-c");
    expect(sent).toEqual([]);
    expect((await rowsOf(cancelled.id)).map((row) => row.status)).toEqual(["cancelled"]);
    expect(await statusOf(b!)).toBe("00");
    expect(await cancelBulkBatch({ batch_id: cancelled.id })).toMatchObject({
      ok: false,
      code: "FINISHED",
    });

    // "Retry failed rows": checked again as a new batch, under their row numbers. The refused
    // row's card is blocked now, so it is not sent again; the cancelled one runs.
    const again = async (batchId: string) => {
      const result = await retryFailedRows({ batch_id: batchId });
      if (!result.ok) throw new Error(result.message);
      return (await rowsOf(result.data.batch_id)).map((row) => [
        row.rowNo,
        row.status,
        row.problems,
      ]);
    };
    expect(await again(refusedBatch.id)).toEqual([
      [
        2,
        "invalid",
        { action: "This card is 05 Blocked: only an active card (00) can be blocked." },
      ],
    ]);
    expect(await again(cancelled.id)).toEqual([[2, "pending", null]]);
    const fresh = await upload(["card_id,action,reason", `${b},block,Fraud`]);
    expect(await retryFailedRows({ batch_id: fresh.id })).toMatchObject({
      ok: false,
      code: "NOT_FINISHED",
    });
  });

  it("paces its rows under the quota set, and waits out the provider's 429 instead of failing", async () => {
    vi.stubEnv("BULK_ROWS_PER_SECOND", "20");
    try {
      const cards = await newCards(3);
      signInAs(ids.support);
      const batch = await upload([
        "card_id,action,reason",
        ...cards.map((id) => `${id},block,Fraud`),
      ]);
      await runCardActionsBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 });
      blocks.length = 0;
      busy = 2;
      await runDueBatches(sb.handle.db, "server-d");
      // The first row was answered 429 twice, then blocked: three sends, all rows done.
      expect(blocks).toHaveLength(5);
      expect((await rowsOf(batch.id)).map((row) => row.status)).toEqual(["done", "done", "done"]);
      // 20 rows a second: each row starts at least 50 ms after the one before ended.
      const gaps = blocks.slice(3).map((at, i) => at - blocks[i + 2]!);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(45);
    } finally {
      vi.stubEnv("BULK_ROWS_PER_SECOND", "1000");
    }
  });

  it("replaces a card with a replacement reason, to the old card's address, and refuses any other reason", async () => {
    const [a, b] = await newCards(2);
    signInAs(ids.support);
    const batch = await upload([
      "card_id,action,reason",
      `${a},replace,lost`,
      `${b},replace,Suspected fraud`,
    ]);
    expect((await rowsOf(batch.id)).map((row) => [row.status, row.problems])).toEqual([
      ["pending", null],
      ["invalid", { reason: "To replace a card, write why: Lost, Stolen, Damaged, Expired" }],
    ]);
    await runCardActionsBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 });
    sent.length = 0;
    await runDueBatches(sb.handle.db, "server-f");
    expect(sent.filter((id) => id === "replaceCard")).toHaveLength(1);
    const [done] = await rowsOf(batch.id);
    const replacement = (done!.result as { replacement_card_id: string }).replacement_card_id;
    expect(await statusOf(a!)).toBe("62");
    const fresh = (await sb.call("GET", `/cards/${replacement}`)).body;
    expect(fresh.carrier_delivery_address).toMatchObject({ city: "Berlin", postal_code: "10115" });
    // Replaced already: a second file's replacement of it is refused before sending.
    const again = await upload(["card_id,action,reason", `${a},replace,Lost`]);
    expect((await rowsOf(again.id))[0]!.problems).toEqual({
      action: "This card is 62 Replaced: it can no longer be replaced.",
    });
  });

  it("refuses the rows of a maker who may no longer run them, sending nothing", async () => {
    const [a] = await newCards(1);
    const { id } = await createUser(sb.handle.db, {
      email: `support3-${backend}@example.com`,
      name: "Support Three",
      role: "support",
      password: "long enough password",
    });
    signInAs(id);
    const batch = await upload(["card_id,action,reason", `${a},block,Fraud`]);
    await runCardActionsBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 });
    // Moved to another team between the confirmation and the run.
    await sb.handle.db.update(users).set({ role: "manager" }).where(eq(users.id, id));
    sent.length = 0;
    await runDueBatches(sb.handle.db, "server-e");
    expect(sent).toEqual([]);
    expect(await rowsOf(batch.id)).toMatchObject([{ status: "refused", errorCode: "FORBIDDEN" }]);
    expect(await statusOf(a!)).toBe("00");
  });
});
