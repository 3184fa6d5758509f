import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { approvalPolicies } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { policiesForForms } from "./store";

// A page hands its forms the policies in force, so a confirmation can say the action will wait.
describe.each(testBackends)("approval policies on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  it("hand a page's forms the policies in force for its actions, and no other", async () => {
    expect(await policiesForForms(handle.db, ["debit", "credit"])).toEqual({});
    await handle.db.insert(approvalPolicies).values([
      { action: "debit", mode: "above", thresholds: { EUR: 100_000 }, approverRole: "manager" },
      // An approver role that may not debit reads as admin (policiesInForce).
      { action: "credit", mode: "always", approverRole: "support" },
      { action: "card_replace", mode: "always", approverRole: "support" },
    ]);
    expect(await policiesForForms(handle.db, ["debit", "credit"])).toEqual({
      debit: { mode: "above", thresholds: { EUR: 100_000 }, approverRole: "manager" },
      credit: { mode: "always", thresholds: {}, approverRole: "admin" },
    });
    await handle.db.delete(approvalPolicies);
  });
});
