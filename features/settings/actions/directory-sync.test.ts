import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { anonymousCustomer } from "@/lib/cams/__fixtures__/bodies";
import { createCamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { directoryCounts, readSyncState } from "@/lib/console/directory";
import { directorySyncPeriodMs } from "@/lib/console/directory/background";
import { auditLog } from "@/lib/db/schema";
import {
  createSandboxHarness,
  type SandboxHarness,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { rebuildDirectory } from "./rebuild-directory";
import { syncDirectory } from "./sync-directory";

// The settings page's two buttons as an admin presses them: each audited, a provider that is
// down said in words (and recorded for the page), a rebuild that empties then refills.
let sb: SandboxHarness;
let uninstall: () => void;

const client = (fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) =>
  createCamsClient({
    ...sandboxClientConfig("http://sandbox.test/sandbox", { maxRetries: 0 }),
    fetch,
  });
const working = client(async (input, init) => sb.app.request(String(input), init));
/** A provider that does not answer at all (the network fails before any status). */
const unreachable = client(() => Promise.reject(new TypeError("fetch failed")));

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  uninstall = installConsole(sb.handle, working);
  signInAs((await usersByRole(sb.handle)).admin);
  for (const last_name of ["Alpha", "Beta"]) {
    await sb.call("POST", "/customers", { body: { ...anonymousCustomer, last_name } });
  }
});
afterAll(async () => {
  uninstall();
  await sb.close();
});

const lastAudit = async () =>
  (await sb.handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("Sync now and Rebuild", () => {
  it("Sync now finds the customers made elsewhere, and is audited", async () => {
    expect(await syncDirectory({ run: "incremental" })).toEqual({
      ok: true,
      data: { message: "2 new customers found." },
    });
    expect(await lastAudit()).toMatchObject({
      action: "directory.sync",
      outcome: "success",
      targetType: "directory",
    });
    expect((await directoryCounts(sb.handle.db)).customer).toBe(2);
    expect(await syncDirectory({ run: "incremental" })).toMatchObject({
      data: { message: "Up to date: no new customers." },
    });
  });

  it("says in words that the provider is down, for the button and the page", async () => {
    installConsole(sb.handle, unreachable);
    try {
      const result = await syncDirectory({ run: "incremental" });
      expect(result).toMatchObject({ ok: false, code: "PROVIDER_UNAVAILABLE" });
      expect(result.ok || result.message).toMatch(/^The provider could not be reached/);
      expect(await lastAudit()).toMatchObject({ action: "directory.sync", outcome: "failure" });
      expect(await readSyncState(sb.handle.db)).toMatchObject({ lastOutcome: "failed" });
    } finally {
      installConsole(sb.handle, working);
    }
  });

  it("Rebuild asks for its confirmation, then empties and refills in the background", async () => {
    expect(await rebuildDirectory({ confirm: "rebuild" as "REBUILD" })).toMatchObject({
      ok: false,
      code: "VALIDATION",
    });
    expect(await rebuildDirectory({ confirm: "REBUILD" })).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: "directory.rebuild", outcome: "success" });
    await vi.waitFor(
      async () => {
        const state = await readSyncState(sb.handle.db);
        expect(state.backfillNextPage).toBeNull();
        expect(state.leaseHolder).toBeNull();
      },
      { timeout: 10_000, interval: 50 },
    );
    expect((await directoryCounts(sb.handle.db)).customer).toBe(2);
    expect(await readSyncState(sb.handle.db)).toMatchObject({
      lastRun: "backfill",
      lastOutcome: "succeeded",
      lastMessage: "Backfill finished: 2 customers read.",
    });
  });
});

describe("DIRECTORY_SYNC_SECONDS", () => {
  it("is 30 s by default, 0 turns it off, and a number is taken as seconds", () => {
    expect(directorySyncPeriodMs({})).toBe(30_000);
    expect(directorySyncPeriodMs({ DIRECTORY_SYNC_SECONDS: "0" })).toBe(0);
    expect(directorySyncPeriodMs({ DIRECTORY_SYNC_SECONDS: "5" })).toBe(5_000);
    // A typo does not silently stop the sync.
    expect(directorySyncPeriodMs({ DIRECTORY_SYNC_SECONDS: "thirty" })).toBe(30_000);
  });
});
