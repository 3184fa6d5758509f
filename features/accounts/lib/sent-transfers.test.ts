import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "@/lib/console/audit";
import type { DbHandle } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import {
  OUTGOING_CREDIT_TRANSFER_ACTION,
  type SentCreditor,
  sentCreditors,
} from "./sent-transfers";

const creditor = { name: "Acme SARL", iban: "DE89370400440532013000" };

describe.each(testBackends)("sentCreditors on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    const sent = (accountId: string, after: unknown, outcome: "success" | "failure" = "success") =>
      audit(handle.db, {
        actor: null,
        action: OUTGOING_CREDIT_TRANSFER_ACTION,
        target: { type: "account", id: accountId },
        after,
        outcome,
      });
    await sent("acc-1", { transaction_id: "tx-1", creditor });
    await sent("acc-1", { transaction_id: "tx-2", creditor: { name: "No Iban Ltd" } });
    await sent("acc-1", { transaction_id: "tx-3", creditor: "not an object" });
    await sent("acc-1", { transaction_id: "tx-4", creditor }, "failure");
    await sent("acc-2", { transaction_id: "tx-5", creditor });
    await audit(handle.db, {
      actor: null,
      action: "account.credit",
      target: { type: "account", id: "acc-1" },
      after: { transaction_id: "tx-6", creditor },
      outcome: "success",
    });
  });
  afterAll(() => handle.close());

  it("names the creditor of each transfer sent from the account, and nothing else", async () => {
    expect(await sentCreditors(handle.db, "acc-1")).toEqual(
      new Map<string, SentCreditor>([
        ["tx-1", creditor],
        ["tx-2", { name: "No Iban Ltd", iban: null }],
      ]),
    );
    expect((await sentCreditors(handle.db, "acc-9")).size).toBe(0);
  });
});
