import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_URL_PAGE } from "@/components/ui/url-state";
import { audit } from "@/lib/console/audit";
import type { DbHandle } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { listAuditEntries } from "./list-audit-entries";
import { loadAuditParams } from "./search-params";

describe.each(testBackends)("the audit page on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    await audit(handle.db, { actor: null, action: "test.entry", outcome: "success" });
  });
  afterAll(() => handle.close());

  it("shows an empty page past the end, up to the largest page a URL may name", async () => {
    expect((await listAuditEntries(handle.db, { page: 1 })).rows).toHaveLength(1);
    for (const page of [2, MAX_URL_PAGE]) {
      expect(await listAuditEntries(handle.db, { page })).toEqual({ rows: [], total: 1 });
    }
  });

  it("reads a page past that, or not a page at all, as page 1 with its reason", () => {
    const past = loadAuditParams({ page: String(MAX_URL_PAGE + 1) }).page;
    expect(past).toMatchObject({ page: null, problem: expect.stringMatching(/too large/) });
    expect(loadAuditParams({ page: "1e9" }).page).toMatchObject({ page: null });
  });
});
