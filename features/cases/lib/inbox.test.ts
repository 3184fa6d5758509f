import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/lib/console/auth/users";
import { foldName } from "@/lib/console/directory";
import type { DbHandle } from "@/lib/db";
import { complianceCases, directoryEntries } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { inboxCounts, inboxFilteredTotal, inboxPage } from "./inbox";
import { readInboxFilters } from "./inbox-filters";
import { INBOX_PAGE_SIZE, inboxViews } from "./inbox-views";
import { loadInboxParams } from "./search-params";

const HOUR = 3_600_000;

// The tabs' counts are summed from groups in JS, the pages are queried: for every view, on every
// mix of status, owner, snooze and deadline, they must agree.
describe.each(testBackends)("the inbox's counts and pages on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  it("counts each view as its pages list it", async () => {
    const now = new Date("2030-06-15T10:00:00Z");
    const { id: me } = await createUser(handle.db, {
      email: "me@example.com",
      name: "Me",
      role: "compliance",
      password: "long enough password",
    });
    const statuses = ["new", "in_review", "waiting_on_customer", "escalated", "closed"] as const;
    const dues = [-30, -1, 0.5, 13, 15, 200]; // hours from now; 14 h is midnight UTC
    const rows = [];
    let i = 0;
    for (const status of statuses)
      for (const due of dues)
        for (const owner of [me, null])
          for (const snoozed of [null, -1, 5]) {
            i++;
            rows.push({
              customerId: `c${i}`,
              kind: "manual" as const,
              status,
              ownerId: owner,
              dueAt: new Date(now.getTime() + due * HOUR),
              snoozedUntil: snoozed === null ? null : new Date(now.getTime() + snoozed * HOUR),
              reason: "r",
              outcome: status === "closed" ? ("cleared" as const) : null,
              closedAt: status === "closed" ? now : null,
            });
          }
    await handle.db.insert(complianceCases).values(rows);
    const counts = await inboxCounts(handle.db, me, now);
    for (const view of inboxViews) {
      let listed = 0;
      for (let page = 1; ; page++) {
        const got = await inboxPage(handle.db, { view, page, userId: me, now });
        listed += got.length;
        if (got.length < INBOX_PAGE_SIZE) break;
      }
      expect({ view, count: counts[view] }).toEqual({ view, count: listed });
    }
    // Each view holds some, so the comparison means something.
    for (const view of inboxViews) expect(counts[view], view).toBeGreaterThan(0);
    const [open] = await handle.db
      .select({ n: count() })
      .from(complianceCases)
      .where(and(eq(complianceCases.reason, "r")));
    expect(counts.open + counts.closed).toBe(open?.n);
  });

  it("filters a view by status, kind, owner, due range and customer name, on the server", async () => {
    const now = new Date("2030-06-15T10:00:00Z");
    const { id: officer } = await createUser(handle.db, {
      email: "filter@example.com",
      name: "Filter Officer",
      role: "compliance",
      password: "long enough password",
    });
    await handle.db.insert(directoryEntries).values([
      {
        kind: "customer",
        id: "f-greta",
        displayName: "Greta Marek",
        searchName: foldName("Greta Marek"),
      },
      {
        kind: "customer",
        id: "f-hans",
        displayName: "Hans Müller",
        searchName: foldName("Hans Müller"),
      },
    ]);
    await handle.db.insert(complianceCases).values([
      {
        customerId: "f-greta",
        kind: "aml_hold",
        reason: "f",
        ownerId: officer,
        status: "in_review",
        dueAt: new Date("2030-06-20T09:00:00Z"),
      },
      {
        customerId: "f-hans",
        kind: "manual",
        reason: "f",
        ownerId: null,
        dueAt: new Date("2030-06-21T23:59:00Z"),
      },
      {
        customerId: "f-hans",
        kind: "aml_hold",
        reason: "f",
        ownerId: null,
        dueAt: new Date("2030-06-22T00:00:00Z"),
      },
    ]);
    const names = async (query: Record<string, string>) => {
      const { filters, fieldErrors } = readInboxFilters(
        loadInboxParams(new URLSearchParams(query)),
      );
      expect(fieldErrors).toEqual({});
      const args = { view: "open" as const, userId: officer, now, filters };
      const rows = await inboxPage(handle.db, { ...args, page: 1 });
      expect(await inboxFilteredTotal(handle.db, args)).toBe(rows.length);
      return rows.map((row) => `${row.customerName} ${row.kind}`);
    };
    expect(await names({ customer: "greta" })).toEqual(["Greta Marek aml_hold"]);
    expect(await names({ customer: "Müller", kind: "aml_hold" })).toEqual(["Hans Müller aml_hold"]);
    expect(await names({ owner: officer })).toEqual(["Greta Marek aml_hold"]);
    expect(await names({ owner: "none", customer: "hans" })).toEqual([
      "Hans Müller manual",
      "Hans Müller aml_hold",
    ]);
    expect(await names({ status: "in_review", customer: "marek" })).toEqual([
      "Greta Marek aml_hold",
    ]);
    // The range holds both whole days: the 21st to its last minute, not the 22nd.
    expect(await names({ due_from: "2030-06-21", due_to: "2030-06-21", customer: "hans" })).toEqual(
      ["Hans Müller manual"],
    );
  });

  it("says what is wrong with a hand-edited filter, beside its field", () => {
    const read = (query: Record<string, string>) =>
      readInboxFilters(loadInboxParams(new URLSearchParams(query))).fieldErrors;
    expect(read({ owner: "someone" })).toEqual({ owner: "Choose an owner from the list." });
    expect(read({ due_from: "2030-06-22", due_to: "2030-06-21" }).due_to).toMatch(/after/);
    expect(read({ due_to: "2030-02-30" }).due_to).toBe(
      "“2030-02-30” is not a date: write it as year-month-day, like 2026-01-31.",
    );
    expect(read({ customer: "a b c d e f g" }).customer).toBe("Use at most 6 words: this has 7.");
  });
});
