import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookType } from "@/lib/cams";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole } from "@/lib/console/actions/testing";
import { recordSeen } from "@/lib/console/directory";
import type { DbHandle } from "@/lib/db";
import { auditLog, webhookEvents } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { customerTimeline, TIMELINE_LENGTH } from "./timeline";

// The provider knows none of these ids: what the directory has not seen stays "not yet seen".
const call = async () => {
  throw new Error("not found");
};

const minute = (n: number) => new Date(Date.UTC(2026, 10, 22, 9) + n * 60_000);
const subject = { customerId: "cust-1", accountIds: ["acc-1"], cardIds: ["card-1"] };

describe.each(testBackends)("customerTimeline on %s", (backend) => {
  let handle: DbHandle;
  let uninstall = () => {};
  beforeAll(async () => {
    handle = await createTestDb(backend);
    uninstall = installConsole(handle, { call } as unknown as CamsClient);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  const audit = (action: string, at: number, targetType: string, targetId: string) => ({
    action,
    at: minute(at),
    actorEmail: "manager@example.com",
    targetType,
    targetId,
    outcome: "success" as const,
  });
  const event = (webhookId: string, at: number, customerId: string, data: object) => ({
    webhookId,
    type: WebhookType.UserVerificationStatus,
    createdDate: minute(at),
    customerId,
    payload: { data },
  });

  const payment = (webhookId: string, at: number, accountId: string, status: string) => ({
    webhookId,
    type: WebhookType.PaymentStatus,
    createdDate: minute(at),
    customerId: null,
    payload: { data: { account_id: accountId, payment_status: status } },
  });

  it("merges the customer's, its accounts' and its cards' audit with its events, newest first, naming each target", async () => {
    await recordSeen(handle.db, [
      { kind: "customer", id: "cust-1", displayName: "Jane Doe" },
      {
        kind: "card",
        id: "card-1",
        displayName: "•••• 4242",
        owner: { kind: "customer", id: "cust-1" },
      },
    ]);
    await handle.db
      .insert(auditLog)
      .values([
        audit("customer.address.patch", 1, "customer", "cust-1"),
        audit("account.credit", 3, "account", "acc-1"),
        audit("card.block", 5, "card", "card-1"),
        audit("card.block", 6, "card", "someone-elses-card"),
        audit("customer.phones.update", 7, "customer", "cust-2"),
        audit("user.role.update", 8, "user", "cust-1"),
      ]);
    await handle.db.insert(webhookEvents).values([
      event("wh-1", 2, "cust-1", { status: "Rejected", reject_reason: ["BadRequest|Blurry"] }),
      event("wh-2", 4, "cust-1", { status: "DocumentExpired" }),
      event("wh-3", 9, "cust-2", { status: "Approved" }),
      // Payment events name their account, not the customer.
      payment("wh-pay", 4.5, "acc-1", "ACSC"),
      payment("wh-pay-other", 4.6, "acc-2", "RJCT"),
    ]);
    const entries = await customerTimeline(handle.db, subject);
    expect(entries.map((e) => (e.kind === "audit" ? e.action : e.status))).toEqual([
      "card.block",
      "ACSC",
      "DocumentExpired",
      "account.credit",
      "Rejected",
      "customer.address.patch",
    ]);
    expect(entries[0]).toMatchObject({
      kind: "audit",
      target: { label: "•••• 4242 · Jane Doe", id: "card-1", noun: "card" },
    });
    expect(entries[3]).toMatchObject({ target: { label: "Account not yet seen", id: "acc-1" } });
    const rejected = entries[4];
    expect(rejected?.kind === "event" && rejected.rejectReasons).toEqual([
      { category: "BadRequest", detail: "Blurry" },
    ]);
  });

  it("keeps the newest entries when there are more than it shows", async () => {
    await handle.db
      .insert(auditLog)
      .values(
        Array.from({ length: TIMELINE_LENGTH + 5 }, (_, i) =>
          audit(`bulk.${i}`, 10 + i, "customer", "cust-3"),
        ),
      );
    await handle.db.insert(webhookEvents).values(event("wh-late", 100, "cust-3", {}));
    const entries = await customerTimeline(handle.db, {
      customerId: "cust-3",
      accountIds: [],
      cardIds: [],
    });
    expect(entries).toHaveLength(TIMELINE_LENGTH);
    expect(entries[0]?.key).toBe("event-wh-late");
    // 55 audit entries and 1 newer event: the oldest 6 audit entries fall off.
    expect(entries.at(-1)).toMatchObject({ action: "bulk.6" });
  });
  it("gives a corporate its own and its accounts' entries, and no customer's", async () => {
    await handle.db
      .insert(auditLog)
      .values([
        audit("corporate.create", 100, "corporate", "corp-1"),
        audit("account.credit", 101, "account", "corp-acc-1"),
        audit("corporate.update", 102, "corporate", "corp-2"),
        audit("customer.profile.update", 103, "customer", "corp-1"),
      ]);
    await handle.db.insert(webhookEvents).values([payment("wh-corp", 104, "corp-acc-1", "ACCP")]);
    const entries = await customerTimeline(handle.db, {
      corporateId: "corp-1",
      accountIds: ["corp-acc-1"],
      cardIds: [],
    });
    expect(entries.map((e) => e.key.replace(/-\d+$/, ""))).toEqual([
      "event-wh-corp",
      "audit",
      "audit",
    ]);
    expect(entries.filter((e) => e.kind === "audit").map((e) => e.action)).toEqual([
      "account.credit",
      "corporate.create",
    ]);
  });
});
