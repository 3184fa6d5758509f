import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "@/lib/db";
import { approvalRequests } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { claimToRun, settle, takeMakerNotices } from "./requests";

// Every console page asks for its user's untold outcomes: the question must not read the whole
// table. With sequential scans priced out, the planner shows whether the index can answer it.
describe.each(testBackends)("approval requests on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  it("are read through the index of untold outcomes", async () => {
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows(tx, sql`explain ${takeMakerNotices(tx, randomUUID()).getSQL()}`);
    });
    expect(JSON.stringify(plan)).toContain("approval_requests_untold_idx");
  });

  it("gives each approved request's run to one of several executors claiming at once", async () => {
    const rows = await handle.db
      .insert(approvalRequests)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          actionName: "account.debit",
          policy: "debit" as const,
          payload: { amount: 1000 + i },
          makerId: randomUUID(),
          makerEmail: "maker@example.com",
          approverRole: "manager" as const,
          status: "approved" as const,
          expiresAt: new Date(Date.now() + 3_600_000),
        })),
      )
      .returning({ id: approvalRequests.id });
    const claims = await Promise.all(
      ["a", "b", "c", "d"].map((holder) => claimToRun(handle.db, holder, { limit: 10 })),
    );
    const claimed = claims.flat().map((row) => row.id);
    expect(claimed.sort()).toEqual(rows.map((row) => row.id).sort());
    // While the leases last, nobody else takes them, not even by id.
    expect(await claimToRun(handle.db, "e", { limit: 10 })).toEqual([]);
    expect(await claimToRun(handle.db, "e", { id: rows[0]!.id })).toEqual([]);
    // A settled request is the maker's news again, and no executor's work.
    await settle(handle.db, rows[0]!.id, "executed", { ok: true });
    await handle.db.execute(
      sql`update console.approval_requests set run_lease_until = now() - interval '1 second'`,
    );
    expect((await claimToRun(handle.db, "e", { limit: 10 })).map((row) => row.id).sort()).toEqual(
      rows
        .slice(1)
        .map((row) => row.id)
        .sort(),
    );
  });
});
