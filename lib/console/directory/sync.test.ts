import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CamsClient, createCamsClient } from "@/lib/cams/client";
import type { DbHandle } from "@/lib/db";
import { directoryEntries, directorySync } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import {
  createSandboxHarness,
  newCustomer,
  recordingSandboxClient,
  type SandboxHarness,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { recordMentionedQuietly, recordSeen, seenCorporate } from "./record";
import {
  claimLease,
  directoryCounts,
  emptyForRebuild,
  readSyncState,
  runDirectorySync,
  SYNC_PAGE_SIZE,
  scheduleBackfill,
  scheduleBackfillIfEmpty,
} from "./sync";

// The provider is the in-process sandbox on its own database; the console's directory is on
// the backend under test, as in a deployment where the two meet only over HTTP.
let sb: SandboxHarness;
/** How many customers the provider has: three pages' worth, the last one short. */
let atProvider = 0;

/** 0 → "aaa", 1 → "aab": a name holds letters only. */
const letters = (n: number) =>
  [676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(n / unit) % 26))).join("");

async function createCustomers(n: number, prefix: string) {
  for (let i = 0; i < n; i++) {
    const created = await sb.call("POST", "/customers", {
      body: { ...newCustomer, last_name: `${prefix}${letters(atProvider)}` },
    });
    expect(created.status).toBe(201);
    atProvider += 1;
  }
}

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  await createCustomers(2 * SYNC_PAGE_SIZE + 20, "Backfill");
}, 120_000);
afterAll(() => sb.close());

describe.each(testBackends)("the directory's sync on %s", (backend) => {
  let handle: DbHandle;
  let sent: string[];
  let client: CamsClient;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(directoryEntries);
    await handle.db.delete(directorySync);
    sent = [];
    client = recordingSandboxClient(sb, sent);
  });

  const deps = (holder = "server-a", provider: Pick<CamsClient, "call"> = client) => ({
    db: handle.db,
    client: provider,
    holder,
  });
  const customers = async () => (await directoryCounts(handle.db)).customer;

  it("backfills page by page, and a run stopped half-way resumes at the page it had not read", async () => {
    // Only webhooks' placeholders: as good as empty.
    await recordMentionedQuietly(handle.db, "customer", ["named-by-a-webhook"]);
    expect(await scheduleBackfillIfEmpty(handle.db)).toBe(true);
    await handle.db.delete(directoryEntries);
    // Stopped after one page (a kill between pages leaves the same state).
    expect(await runDirectorySync(deps(), { trigger: "now", maxPages: 1 })).toMatchObject({
      ran: true,
      run: "backfill",
      ok: true,
    });
    expect(await readSyncState(handle.db)).toMatchObject({
      backfillNextPage: 2,
      backfillPagesDone: 1,
      backfillRowsDone: SYNC_PAGE_SIZE,
      backfillTotalCount: atProvider,
      backfillFinishedAt: null,
      leaseHolder: null,
    });
    expect(await customers()).toBe(SYNC_PAGE_SIZE);

    // Another server resumes: pages 2 and 3, not page 1 again.
    const resumed = await runDirectorySync(deps("server-b"), { trigger: "now" });
    expect(resumed).toMatchObject({ ran: true, run: "backfill", ok: true });
    expect(sent).toEqual(["searchCustomers", "searchCustomers", "searchCustomers"]);
    const state = await readSyncState(handle.db);
    expect(state).toMatchObject({
      backfillNextPage: null,
      backfillPagesDone: 3,
      backfillRowsDone: atProvider,
      lastRun: "backfill",
      lastOutcome: "succeeded",
    });
    expect(state.backfillFinishedAt).toBeInstanceOf(Date);
    expect(await customers()).toBe(atProvider);
    // Each customer came with its accounts and cards, had it any.
    expect(await directoryCounts(handle.db)).toMatchObject({ customer: atProvider });

    // A directory with customers, its backfill done, gets no new backfill at the next start.
    expect(await scheduleBackfillIfEmpty(handle.db)).toBe(false);
  });

  it("syncs incrementally: one call when nothing changed, and stops at the first page all known", async () => {
    await scheduleBackfillIfEmpty(handle.db);
    await runDirectorySync(deps(), { trigger: "now" });
    sent.length = 0;

    expect(await runDirectorySync(deps(), { trigger: "now" })).toMatchObject({
      run: "incremental",
      ok: true,
      message: "Up to date: no new customers.",
    });
    expect(sent).toHaveLength(1);

    // Three made elsewhere: page 1 holds them and 47 known, page 2 only known ones.
    sent.length = 0;
    await createCustomers(3, "Elsewhere");
    expect(await runDirectorySync(deps(), { trigger: "now" })).toMatchObject({
      run: "incremental",
      message: "3 new customers found.",
    });
    expect(sent).toHaveLength(2);
    expect(await customers()).toBe(atProvider);

    // A customer only a webhook named (a placeholder) is not known yet: the walk names it.
    const [newest] = (await sb.call("GET", "/customers?page_size=1")).body.customers.map(
      (customer: { customer_id: string }) => ({ id: customer.customer_id }),
    );
    await handle.db.delete(directoryEntries).where(eq(directoryEntries.id, newest!.id));
    await recordMentionedQuietly(handle.db, "customer", [newest!.id]);
    sent.length = 0;
    expect(await runDirectorySync(deps(), { trigger: "now" })).toMatchObject({
      message: "1 new customer found.",
    });
    const [named] = await handle.db
      .select({ name: directoryEntries.displayName })
      .from(directoryEntries)
      .where(eq(directoryEntries.id, newest!.id));
    expect(named?.name).toMatch(/^Jane Elsewhere/);

    // The bound: one page a run here, so a page of only new customers leaves the rest.
    await handle.db.delete(directoryEntries);
    sent.length = 0;
    const bounded = await runDirectorySync(deps(), { trigger: "now", maxPages: 1 });
    expect(bounded).toMatchObject({ ok: true, message: expect.stringContaining("wait") });
    expect(sent).toHaveLength(1);
  });

  it("lets one of two concurrent runners run; the other finds it busy", async () => {
    await scheduleBackfillIfEmpty(handle.db);
    await runDirectorySync(deps(), { trigger: "now" });
    sent.length = 0;
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const slow: Pick<CamsClient, "call"> = {
      call: (async (...args: Parameters<CamsClient["call"]>) => {
        await gate;
        return client.call(...args);
      }) as CamsClient["call"],
    };
    const first = runDirectorySync(deps("server-a", slow), { trigger: "now" });
    const second = runDirectorySync(deps("server-b", slow), { trigger: "now" });
    // Give both time to reach the lease before the provider answers.
    await new Promise((resolve) => setTimeout(resolve, 200));
    open();
    const reports = await Promise.all([first, second]);
    expect(reports.filter((report) => report.ran)).toHaveLength(1);
    expect(reports.filter((report) => !report.ran)).toEqual([{ ran: false, reason: "busy" }]);
    // Nothing new: the one runner's one call.
    expect(sent).toHaveLength(1);

    // The periodic run of another server is not due right after a run…
    expect(await runDirectorySync(deps("server-c"), { trigger: "period" })).toEqual({
      ran: false,
      reason: "not-due",
    });
    // …and is once the last run is half a period old.
    await handle.db
      .update(directorySync)
      .set({ lastRunAt: new Date(Date.now() - 60_000) })
      .where(eq(directorySync.id, "directory"));
    expect(await runDirectorySync(deps("server-c"), { trigger: "period" })).toMatchObject({
      ran: true,
    });
  });

  it("takes over the lease of a runner that died, once it has expired, and not before", async () => {
    expect(await claimLease(handle.db, "dead-server", "now")).toBe(true);
    expect(await claimLease(handle.db, "server-b", "now")).toBe(false);
    await handle.db
      .update(directorySync)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(directorySync.id, "directory"));
    expect(await runDirectorySync(deps("server-b"), { trigger: "now" })).toMatchObject({
      ran: true,
    });
  });

  it("does not overwrite a backfill restarted while it read a page (a sandbox reset)", async () => {
    await scheduleBackfillIfEmpty(handle.db);
    await runDirectorySync(deps(), { trigger: "now", maxPages: 1 });
    const resetMidPage: Pick<CamsClient, "call"> = {
      call: (async (...args: Parameters<CamsClient["call"]>) => {
        await scheduleBackfill(handle.db);
        return client.call(...args);
      }) as CamsClient["call"],
    };
    expect(
      await runDirectorySync(deps("server-a", resetMidPage), { trigger: "now" }),
    ).toMatchObject({ ok: true, message: expect.stringContaining("restarted") });
    expect(await readSyncState(handle.db)).toMatchObject({
      backfillNextPage: 1,
      backfillPagesDone: 0,
      leaseHolder: null,
    });
  });

  it("records a provider that is down in words, keeps the progress, and never throws", async () => {
    await scheduleBackfillIfEmpty(handle.db);
    await runDirectorySync(deps(), { trigger: "now", maxPages: 1 });
    const down = createCamsClient({
      ...sandboxClientConfig("http://sandbox.test/sandbox", { maxRetries: 0 }),
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    const report = await runDirectorySync(deps("server-a", down), { trigger: "now" });
    expect(report).toMatchObject({ ran: true, run: "backfill", ok: false });
    const state = await readSyncState(handle.db);
    expect(state).toMatchObject({
      lastOutcome: "failed",
      lastMessage:
        "The provider could not be reached or did not answer. The directory keeps what it has; the next sync tries again.",
      backfillNextPage: 2,
      leaseHolder: null,
    });
    expect(state.lastMessage).not.toMatch(/http|fetch|sandbox\.test/i);
    // Back up: the next run resumes where it stopped.
    expect(await runDirectorySync(deps(), { trigger: "now" })).toMatchObject({ ok: true });
    expect(await customers()).toBe(atProvider);
  });

  it("rebuilds: empties the customers' side, keeps the corporates, refills from page 1", async () => {
    await scheduleBackfillIfEmpty(handle.db);
    await runDirectorySync(deps(), { trigger: "now" });
    await recordSeen(
      handle.db,
      seenCorporate({
        corporate_id: "corp-1",
        name: "Nord AG",
        accounts: [{ account_id: "corp-acc-1", currency: "EUR" }],
      }),
    );
    await recordSeen(handle.db, [{ kind: "customer", id: "gone-at-provider", displayName: "Ex" }]);

    // Refused while another runs.
    expect(await claimLease(handle.db, "server-b", "now")).toBe(true);
    expect(await emptyForRebuild(handle.db, "server-a")).toEqual({ ok: false, reason: "busy" });
    await handle.db
      .update(directorySync)
      .set({ leaseHolder: null, leaseUntil: null })
      .where(eq(directorySync.id, "directory"));

    expect(await emptyForRebuild(handle.db, "server-a")).toEqual({ ok: true });
    expect(await directoryCounts(handle.db)).toEqual({
      customer: 0,
      corporate: 1,
      account: 1,
      card: 0,
    });
    expect(await readSyncState(handle.db)).toMatchObject({
      backfillNextPage: 1,
      leaseHolder: null,
    });
    await runDirectorySync(deps(), { trigger: "now" });
    expect(await customers()).toBe(atProvider);
    const rows = await handle.db.select({ id: directoryEntries.id }).from(directoryEntries);
    expect(rows.map((row) => row.id)).not.toContain("gone-at-provider");
  });
});
