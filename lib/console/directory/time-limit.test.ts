import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "@/lib/db";
import { directoryEntries } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/testing";
import { findInDirectory } from "./find";
import { recordSeen } from "./record";
import { countDirectory, listDirectory, walkDirectory } from "./search";
import {
  DIRECTORY_TOO_SLOW,
  directoryQueryTimeoutMs,
  isDirectoryTooSlow,
  withinTimeLimit,
} from "./time-limit";

// PostgreSQL cancels a directory query past DIRECTORY_QUERY_TIMEOUT_MS, and the console says so
// in words. A query is made slow for certain by another session holding the table: the wait
// for its lock counts against the statement's time, as a long scan would.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describe("directoryQueryTimeoutMs", () => {
  afterEach(() => {
    delete process.env.DIRECTORY_QUERY_TIMEOUT_MS;
  });

  it("reads DIRECTORY_QUERY_TIMEOUT_MS, 3 s when unset, empty (.env.example) or not a count", () => {
    expect(directoryQueryTimeoutMs()).toBe(3_000);
    for (const unusable of ["", "abc", "-5", "0", "1.5"]) {
      process.env.DIRECTORY_QUERY_TIMEOUT_MS = unusable;
      expect(directoryQueryTimeoutMs(), unusable).toBe(3_000);
    }
    process.env.DIRECTORY_QUERY_TIMEOUT_MS = "500";
    expect(directoryQueryTimeoutMs()).toBe(500);
  });
});

onPostgres("the directory's time limit on PostgreSQL", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb("postgres");
    await recordSeen(handle.db, [
      { kind: "customer", id: "cu-1", displayName: "Ann Holtor" },
      { kind: "corporate", id: "co-1", displayName: "Holtor Trading" },
    ]);
  });
  afterAll(() => handle?.close());
  afterEach(() => {
    delete process.env.DIRECTORY_QUERY_TIMEOUT_MS;
  });

  /** Runs `read` while another connection holds the directory's table, and times it. */
  async function whileTableHeld<T>(read: () => Promise<T>) {
    return handle.db.transaction(async (holder) => {
      await holder.execute(sql`lock table ${directoryEntries} in access exclusive mode`);
      const started = performance.now();
      const outcome = await read().then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      return { ...outcome, ms: performance.now() - started };
    });
  }

  it("stops a list, a search, a count and an export's batch past the limit, in words", async () => {
    process.env.DIRECTORY_QUERY_TIMEOUT_MS = "200";
    const reads: Record<string, () => Promise<unknown>> = {
      list: () => listDirectory(handle.db, { kind: "customer", name: "holtor" }),
      search: () => findInDirectory(handle.db, "holtor", ["customer", "corporate"]),
      count: () => countDirectory(handle.db, { kind: "corporate" }),
      walk: async () => {
        for await (const _ of walkDirectory(handle.db, { kind: "customer" })) break;
      },
    };
    for (const [name, read] of Object.entries(reads)) {
      const held = await whileTableHeld(read);
      expect("error" in held && isDirectoryTooSlow(held.error), name).toBe(true);
      expect("error" in held && (held.error as Error).message, name).toBe(DIRECTORY_TOO_SLOW);
      expect(held.ms, name).toBeLessThan(2_000);
    }
    // The table free again, the same reads answer.
    expect(
      (await listDirectory(handle.db, { kind: "customer", name: "holtor" })).rows.map((r) => r.id),
    ).toEqual(["cu-1"]);
    expect(await findInDirectory(handle.db, "holtor", ["customer", "corporate"])).toHaveLength(2);
  });

  it("sets the limit for its own transaction only: the pooled connection goes back unlimited", async () => {
    process.env.DIRECTORY_QUERY_TIMEOUT_MS = "150";
    const inside = await withinTimeLimit(handle.db, (tx) =>
      queryRows<{ statement_timeout: string }>(tx, sql`show statement_timeout`),
    );
    expect(inside[0]?.statement_timeout).toBe("150ms");
    const slow = await withinTimeLimit(handle.db, (tx) => tx.execute(sql`select pg_sleep(1)`)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDirectoryTooSlow(slow)).toBe(true);
    // Every connection of the pool, asked at once: none kept the limit.
    const after = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ statement_timeout: string }>(handle.db, sql`show statement_timeout`),
      ),
    );
    expect(after.map((rows) => rows[0]?.statement_timeout)).toEqual(["0", "0", "0", "0"]);
  });

  it("passes any other database error on as it is", async () => {
    const error = await withinTimeLimit(handle.db, (tx) => tx.execute(sql`select 1 / 0`)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeTruthy();
    expect(isDirectoryTooSlow(error)).toBe(false);
  });
});
