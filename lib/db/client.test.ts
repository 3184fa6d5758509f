import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openConfiguredDb, queryRows } from "./client";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the database the environment names", () => {
  it("is PGlite in memory for PGLITE_DIR=memory://, with no directory made for it", async () => {
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("PGLITE_DIR", "memory://");
    const handle = openConfiguredDb();
    try {
      expect(handle.kind).toBe("pglite");
      expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      expect(existsSync(path.resolve("memory:"))).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
