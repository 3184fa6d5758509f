import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ErrorCodeRecord, errorCatalog } from "@/lib/cams";
import type { DbHandle } from "@/lib/db";
import { errorCodes } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import {
  type CatalogSource,
  cachedCatalog,
  describeErrorCode,
  lookupErrorCode,
  refreshCatalogIfStale,
} from "./cache";

/** A provider catalog that counts how often it is asked; its records are the spec's. */
function countingSource(records: readonly ErrorCodeRecord[] = errorCatalog) {
  const calls = { list: 0, one: [] as number[] };
  const source: CatalogSource = {
    async listErrorCodes() {
      calls.list++;
      return records;
    },
    async getErrorCode(code) {
      calls.one.push(code);
      return code === 4999999
        ? { code, detail: "A code added by a newer release", status_code: "UnprocessableEntity" }
        : null;
    },
  };
  return { source, calls };
}

describe.each(testBackends)("error catalog cache on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  it("loads the catalog once, and again only after 24 hours", async () => {
    const { source, calls } = countingSource();
    const t0 = new Date("2026-11-22T08:00:00Z");
    expect(await refreshCatalogIfStale(handle.db, source, t0)).toBe(true);
    expect(await cachedCatalog(handle.db)).toHaveLength(87);
    expect(
      await refreshCatalogIfStale(handle.db, source, new Date(t0.getTime() + 24 * 3_600_000 - 1)),
    ).toBe(false);
    expect(
      await refreshCatalogIfStale(handle.db, source, new Date(t0.getTime() + 24 * 3_600_000)),
    ).toBe(true);
    expect(calls.list).toBe(2);
  });

  it("fetches a code the cache lacks, stores it, and asks only once", async () => {
    const { source, calls } = countingSource();
    const now = new Date();
    const record = await lookupErrorCode(handle.db, source, 4999999, now);
    expect(record?.detail).toBe("A code added by a newer release");
    await lookupErrorCode(handle.db, source, 4999999, now);
    expect(calls.one).toEqual([4999999]);
    expect((await handle.db.select().from(errorCodes)).some((r) => r.code === 4999999)).toBe(true);
  });

  it("describes codes with their detail as a sentence, never as a bare number", async () => {
    const { source } = countingSource();
    const known = await lookupErrorCode(handle.db, source, 4225064, new Date());
    // The code is shown apart, as a detail ("Code 4225064"), never glued into the sentence.
    expect(describeErrorCode(4225064, known)).toBe("Insufficient funds in the account balance.");
    const unknown = await lookupErrorCode(handle.db, source, 4000006, new Date());
    expect(describeErrorCode(4000006, unknown)).toBe(
      "The provider refused this request for a reason its catalog does not describe.",
    );
  });
});
