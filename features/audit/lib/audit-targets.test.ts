import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole } from "@/lib/console/actions/testing";
import { recordSeen } from "@/lib/console/directory";
import type { DbHandle } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { auditTargets } from "./audit-targets";

const call = vi.fn(async () => {
  throw new Error("not found");
});

const requestId = "5f0c1c5e-8a4b-4c1e-9d2a-0b7e6f3a1c2d";

describe.each(testBackends)("the audit log's targets on %s", (backend) => {
  let handle: DbHandle;
  let uninstall = () => {};
  beforeAll(async () => {
    handle = await createTestDb(backend);
    uninstall = installConsole(handle, { call } as unknown as CamsClient);
    await recordSeen(handle.db, [{ kind: "customer", id: "c-1", displayName: "Jane Demo" }]);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  it("names parties, says when one is not yet seen, and keeps opaque ids behind a copy button", async () => {
    const targets = await auditTargets(handle.db, [
      { id: 1, targetType: "customer", targetId: "c-1" },
      { id: 2, targetType: "card", targetId: "k-unknown" },
      { id: 3, targetType: "approval_request", targetId: requestId },
      { id: 4, targetType: "user", targetId: "ana@example.com" },
      { id: 5, targetType: null, targetId: null },
    ]);
    expect(targets.get(1)).toEqual({
      label: "Jane Demo",
      href: "/customers/c-1",
      id: "c-1",
      noun: "customer",
    });
    expect(targets.get(2)).toMatchObject({ label: "Card not yet seen", id: "k-unknown" });
    expect(targets.get(3)).toEqual({
      label: "Approval request",
      href: `/approvals/${requestId}`,
      id: requestId,
      noun: "approval request",
    });
    expect(targets.get(4)).toMatchObject({ label: "User ana@example.com", id: null });
    expect(targets.has(5)).toBe(false);
  });
});
