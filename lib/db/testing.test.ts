import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./client";
import { auditLog, directorySync } from "./schema";
import { createTestDb, testBackends } from "./testing";

// A test file's database is a copy of the migrated template, and a closed one is put back and
// kept for the worker's next file (lib/db/testing.ts): that file must not see anything of this one's.
describe.each(testBackends)("a test database handed back on %s", (backend) => {
  it("comes back to the next file as the template has it", async () => {
    const first = await createTestDb(backend);
    const copy = async (db: typeof first.db) =>
      (await queryRows<{ name: string }>(db, sql`select current_database() as name`))[0]?.name;
    const firstCopy = await copy(first.db);
    await first.db.insert(auditLog).values([
      { action: "probe", outcome: "success" },
      { action: "probe", outcome: "success" },
    ]);
    // The row the migrations put in, changed.
    await first.db
      .update(directorySync)
      .set({ lastMessage: "left by a test" })
      .where(eq(directorySync.id, "directory"));
    if (backend === "pglite") await first.db.execute(sql`set statement_timeout = '5s'`);
    await first.close();
    // A second close() must not hand the same copy out twice.
    await first.close();

    const next = await createTestDb(backend);
    const other = await createTestDb(backend);
    try {
      expect(await copy(next.db)).toBe(firstCopy);
      // PGlite: the same instance, behind a new drizzle view (a cache keyed by the view starts empty).
      const client = (handle: typeof first) =>
        (handle.db as unknown as { $client: unknown }).$client;
      if (backend === "pglite") expect(client(next)).toBe(client(first));
      expect(next.db).not.toBe(first.db);
      expect(next.db).not.toBe(other.db);
      expect(await next.db.select().from(auditLog)).toEqual([]);
      expect(
        await next.db.select({ message: directorySync.lastMessage }).from(directorySync),
      ).toEqual([{ message: null }]);
      // The audit log's ids start again where the template's do, and it is append-only again.
      const [row] = await next.db
        .insert(auditLog)
        .values({ action: "probe", outcome: "success" })
        .returning({ id: auditLog.id });
      expect(row?.id).toBe(1);
      await expect(next.db.delete(auditLog)).rejects.toThrow();
      const [timeout] = await queryRows<{ statement_timeout: string }>(
        next.db,
        sql`show statement_timeout`,
      );
      expect(timeout?.statement_timeout).toBe("0");
    } finally {
      await next.close();
      await other.close();
    }
  });
});
