import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { directoryEntries, moneyMovements, paymentStates, webhookEvents } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { sepaTransfers } from "./sepa-transfers";

const now = new Date("2026-11-25T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const outward = { scheme: "SEPA", transaction_type: "CreditTransfer", inward_outward: "Outward" };

describe.each(testBackends)("the home page's SEPA transfers tile on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  /** A payment.status webhook received and applied, as the inbox stores it. */
  async function reported(
    transactionId: string,
    status: string,
    at: Date,
    more: { accountId?: string; context?: object; stale?: boolean; reasonCode?: string } = {},
  ) {
    const webhookId = `w-${transactionId}`;
    await handle.db.insert(webhookEvents).values({
      webhookId,
      type: "payment.status",
      createdDate: at,
      receivedAt: at,
      transactionId,
      payload: {
        data: {
          transaction_id: transactionId,
          account_id: more.accountId ?? "a-jane",
          amount: 75.5,
          currency: "EUR",
          payment_status: status,
          ...(more.context ?? outward),
        },
      },
      outcome: "applied",
      applied: true,
      staleAt: more.stale ? now : null,
    });
    await handle.db.insert(paymentStates).values({
      transactionId,
      paymentStatus: status,
      reasonCode: more.reasonCode ?? null,
      eventCreatedAt: at,
      webhookId,
    });
  }

  it("counts what the provider reported, on the directory's accounts, not the console's own log", async () => {
    await handle.db.insert(directoryEntries).values({
      kind: "account",
      id: "a-jane",
      displayName: "DE89370400440532013000",
      searchName: "de89370400440532013000",
      ownerKind: "customer",
      ownerId: "c-jane",
    });
    // Sent from the console, never reported: the console's log alone no longer counts.
    await handle.db.insert(moneyMovements).values({
      kind: "outgoing_credit_transfer",
      ownerId: "c-1",
      accountId: "a-1",
      request: {},
      status: "pending",
      createdAt: ago(HOUR),
    });
    await reported("t-accp", "ACCP", ago(30 * DAY));
    await reported("t-acsc", "ACSC", ago(DAY));
    await reported("t-rjct", "RJCT", ago(7 * DAY), { reasonCode: "AC04", accountId: "a-unseen" });
    await reported("t-old-rjct", "RJCT", ago(7 * DAY + 1));
    await reported("t-inward", "ACCP", ago(HOUR), {
      context: { ...outward, inward_outward: "Inward" },
    });
    await reported("t-dd", "PDNG", ago(HOUR), {
      context: { scheme: "SEPADirectDebit", transaction_type: "DirectDebit" },
    });
    await reported("t-stale", "ACCP", ago(40 * DAY), { stale: true });

    const tile = await sepaTransfers(handle.db, now);
    expect(tile).toMatchObject({ count: 2, pending: 1, rejected: 1 });
    expect(tile.items.map((item) => [item.transactionId, item.state])).toEqual([
      ["t-rjct", "rejected"],
      ["t-accp", "pending"],
    ]);
    expect(tile.items[1]).toMatchObject({
      accountId: "a-jane",
      ownerKind: "customer",
      ownerId: "c-jane",
      amount: 75.5,
      currency: "EUR",
    });
    // An account the directory has not seen yet still counts, without an owner to link to.
    expect(tile.items[0]).toMatchObject({
      accountId: "a-unseen",
      ownerId: null,
      reasonCode: "AC04",
    });
    // From the first outward transfer reported, stale ones left out.
    expect(tile.since?.toISOString()).toBe(ago(30 * DAY).toISOString());
  });
});
