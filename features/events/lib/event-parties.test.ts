import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole } from "@/lib/console/actions/testing";
import { recordSeen } from "@/lib/console/directory";
import type { DbHandle } from "@/lib/db";
import { moneyMovements } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { eventParties } from "./event-parties";

const call = vi.fn(async () => {
  throw new Error("not found");
});

describe.each(testBackends)("who events are about on %s", (backend) => {
  let handle: DbHandle;
  let uninstall = () => {};
  beforeAll(async () => {
    handle = await createTestDb(backend);
    uninstall = installConsole(handle, { call } as unknown as CamsClient);
    await recordSeen(handle.db, [
      { kind: "customer", id: "c-1", displayName: "Jane Demo" },
      {
        kind: "account",
        id: "a-1",
        displayName: "DE89370400440532013000",
        owner: { kind: "customer", id: "c-1" },
      },
    ]);
    await handle.db.insert(moneyMovements).values({
      kind: "outgoing_credit_transfer",
      ownerId: "c-1",
      accountId: "a-1",
      request: {},
      status: "done",
      transactionId: "t-1",
    });
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  it("names the customer and a payment's account; an unknown customer is 'not yet seen'", async () => {
    const parties = await eventParties(handle.db, [
      { webhookId: "w-1", customerId: "c-1", transactionId: null },
      { webhookId: "w-2", customerId: null, transactionId: "t-1" },
      { webhookId: "w-3", customerId: "c-unknown", transactionId: "t-elsewhere" },
    ]);
    expect(parties.get("w-1")).toEqual({
      customer: { label: "Jane Demo", href: "/customers/c-1", id: "c-1", noun: "customer" },
      account: null,
    });
    expect(parties.get("w-2")?.account).toEqual({
      label: "DE89370400440532013000 · Jane Demo",
      href: "/customers/c-1/accounts/a-1",
      id: "a-1",
      noun: "account",
    });
    expect(parties.get("w-3")).toMatchObject({
      customer: { label: "Customer not yet seen", id: "c-unknown" },
      account: null,
    });
  });
});
