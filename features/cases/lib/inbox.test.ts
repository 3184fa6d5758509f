import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/lib/console/auth/users";
import type { DbHandle } from "@/lib/db";
import { complianceCases } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { inboxCounts, inboxPage } from "./inbox";
import { INBOX_PAGE_SIZE, inboxViews } from "./inbox-views";

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
});
