import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { anonymousCustomer, cardItem } from "@/lib/cams/__fixtures__/bodies";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { auditLog, bulkBatches, bulkRows, type Role } from "@/lib/db/schema";
import { testBackends } from "@/lib/db/testing";
import {
  createSandboxHarness,
  recordingSandboxClient,
  type SandboxHarness,
} from "@/lib/sandbox/testing";
import { cancelBulkBatch } from "../actions/cancel-bulk-batch";
import { runBulkBatch } from "../actions/run-bulk-batch";
import { uploadBulkFile } from "../actions/upload-bulk-file";
import { runDueBatches } from "./executor";
import { claimBatch } from "./store";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.stubEnv("BULK_ROWS_PER_SECOND", "1000");

const csv = (lines: string[]) =>
  new File([`${lines.join("\r\n")}\r\n`], "cards.csv", { type: "text/csv" });

describe.each(testBackends)("bulk card actions on %s", (backend) => {
  let sb: SandboxHarness;
  let uninstall: () => void;
  let ids: Record<Role, string>;
  const sent: string[] = [];
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
    uninstall = installConsole(sb.handle, recordingSandboxClient(sb, sent));
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
  const rowsOf = async (batchId: string) =>
    sb.handle.db
      .select()
      .from(bulkRows)
      .where(eq(bulkRows.batchId, batchId))
      .orderBy(bulkRows.rowNo);
  const upload = async (lines: string[]) => {
    const result = await uploadBulkFile({ kind: "card_actions", file: csv(lines) });
    if (!result.ok) throw new Error(result.message);
    const [batch] = await sb.handle.db
      .select()
      .from(bulkBatches)
      .where(eq(bulkBatches.id, result.data.batch_id));
    return batch!;
  };

  it("checks every row before anything is sent, and says why a row cannot run beside its cell", async () => {
    const [a, b, c] = await newCards(3);
    signInAs(ids.support);
    sent.length = 0;
    const batch = await upload([
      "card_id,action,reason",
      `${a},block,Suspected fraud`,
      `${b},BLOCK,Lost`,
      `${a},block,Twice`,
      "no-such-card,block,Lost",
      `${c},unblock,Found`,
      `${c},freeze,Lost`,
      `${b!.slice(0, 8)},block,`,
    ]);
    // Only reads: nothing was blocked.
    expect(new Set(sent)).toEqual(new Set(["getCard"]));
    expect(await statusOf(a!)).toBe("00");
    const rows = await rowsOf(batch.id);
    expect(rows.map((row) => [row.rowNo, row.status, row.problems])).toEqual([
      [2, "pending", null],
      [3, "invalid", { action: "Write block or unblock" }],
      [4, "invalid", { card_id: "Row 2 already has this." }],
      [5, "invalid", { card_id: "No card has this id." }],
      [
        6,
        "invalid",
        { action: "This card is 00 Active: only a blocked card (05) can be unblocked." },
      ],
      [7, "invalid", { action: "Write block or unblock" }],
      [8, "invalid", { reason: "Choose a reason, or write one" }],
    ]);
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
    expect(await runBulkBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 })).toMatchObject(
      { ok: false, code: "NOT_MAKER" },
    );
    signInAs(ids.support);
    expect(await runBulkBatch({ batch_id: batch.id, file_sha256: "0".repeat(64) })).toMatchObject({
      ok: false,
      code: "FILE_CHANGED",
    });
    expect(await runBulkBatch({ batch_id: batch.id, file_sha256: batch.fileSha256 })).toMatchObject(
      { ok: true, data: { rows: 3 } },
    );

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
    await sb.handle.db
      .update(bulkBatches)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(bulkBatches.id, batch.id));

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
      ["bulk.run", "failure", expect.any(String)],
      ["bulk.run", "failure", expect.any(String)],
      ["bulk.run", "success", null],
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
    await runBulkBatch({ batch_id: refusedBatch.id, file_sha256: refusedBatch.fileSha256 });
    await runDueBatches(sb.handle.db, "server-c");
    const [refused] = await rowsOf(refusedBatch.id);
    expect(refused).toMatchObject({ status: "refused", errorCode: expect.stringMatching(/^4/) });
    expect(refused!.errorMessage).toBeTruthy();

    const cancelled = await upload(["card_id,action,reason", `${b},block,Fraud`]);
    await runBulkBatch({ batch_id: cancelled.id, file_sha256: cancelled.fileSha256 });
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
  });
});
