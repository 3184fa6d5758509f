import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { takeMakerNotices } from "./store";

// Every console page asks for its user's untold outcomes: the question must not read the whole
// table. With sequential scans priced out, the planner shows whether the index can answer it.
describe.each(testBackends)("approval notices on %s", (backend) => {
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
});
