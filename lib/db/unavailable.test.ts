import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPostgres, queryRows } from "./client";
import { databaseFailure, isDatabaseUnavailable, retryOnConflict } from "./unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isDatabaseUnavailable", () => {
  it("recognises a server going away, directly or wrapped by drizzle", () => {
    expect(isDatabaseUnavailable(withCode("57P01"))).toBe(true); // admin shutdown
    expect(isDatabaseUnavailable(withCode("57P03"))).toBe(true); // starting up
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode("ECONNREFUSED")))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated")))).toBe(true);
  });

  it("reads what the database reports under load by its SQLSTATE class", () => {
    // Rolled back for a conflict with other transactions: run again.
    expect(databaseFailure(wrapped(withCode("40P01")))).toBe("retry"); // deadlock
    expect(databaseFailure(withCode("40001"))).toBe("retry"); // serialization failure
    // Out of a resource, or a timeout: 503, try again later (issue 24: never a 500).
    for (const code of ["53300", "53200", "53100", "55P03", "57014", "57P05", "58030", "25P03"]) {
      expect(databaseFailure(wrapped(withCode(code))), code).toBe("unavailable");
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(databaseFailure(withCode("23505"))).toBeNull();
    expect(databaseFailure(withCode("55000"))).toBeNull(); // object not in prerequisite state
  });

  it("leaves query and data faults alone", () => {
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false); // unique violation
    expect(isDatabaseUnavailable(wrapped(withCode("42P01")))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});

describe("retryOnConflict", () => {
  it("runs a transaction rolled back by a deadlock again, and gives up after four runs", async () => {
    let runs = 0;
    const once = await retryOnConflict(async () => {
      runs++;
      if (runs === 1) throw wrapped(withCode("40P01"));
      return "done";
    });
    expect([once, runs]).toEqual(["done", 2]);

    runs = 0;
    const always = retryOnConflict(async () => {
      runs++;
      throw withCode("40001");
    });
    await expect(always).rejects.toMatchObject({ code: "40001" });
    expect(runs).toBe(4);
  });

  it("never runs a transaction again for any other failure", async () => {
    let runs = 0;
    const failing = retryOnConflict(async () => {
      runs++;
      throw withCode("53300");
    });
    await expect(failing).rejects.toMatchObject({ code: "53300" });
    expect(runs).toBe(1);
  });
});

// A connection the server ends while a transaction holds it, between two statements: the
// process must live on, the transaction fail as "unavailable", and the pool serve again.
describe.runIf(process.env.TEST_DATABASE_URL)("a connection lost mid-transaction", () => {
  it("fails that transaction as unavailable, without crashing, and the pool serves again", async () => {
    const handle = openPostgres(process.env.TEST_DATABASE_URL!);
    try {
      const failure = await handle.db
        .transaction(async (tx) => {
          const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await handle.withLock(1, (other) =>
            other.execute(sql`select pg_terminate_backend(${row!.pid})`),
          );
          // The client's "error" event arrives while no query runs on it.
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
