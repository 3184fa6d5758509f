import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { updateApprovalPolicy } from "@/features/approvals/actions/update-approval-policy";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { createUser } from "@/lib/console/auth/users";
import type { DbHandle } from "@/lib/db";
import { approvalPolicies, approvalRequests, type Role, users } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { loadPoliciesPage } from "../loaders/policies-page";
import { approveRequest } from "./decide";
import { policyEntry } from "./policy-input";

/** As the action is called: the form has parsed the hours and amounts into numbers. */
const asSent = (entry: ReturnType<typeof debitAbove>) => policyEntry.parse(entry);

const debitAbove = (amount: string, currency = "EUR") => ({
  action: "debit" as const,
  mode: "above" as "above" | "off",
  approver_role: "manager" as const,
  expiry_hours: "24",
  thresholds: [{ currency: currency as "EUR", amount }],
});

describe("the policy form's rules", () => {
  const errors = (input: unknown) => {
    const parsed = policyEntry.safeParse(input);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("accepts an amount per currency, stored exactly", () => {
    expect(policyEntry.parse(debitAbove("1000.00")).thresholds).toEqual([
      { currency: "EUR", amount: 1000 },
    ]);
  });

  it("refuses 'above' without an amount, or for an action that moves no money", () => {
    expect(errors({ ...debitAbove("1"), thresholds: [] })).toEqual({
      thresholds: "Add the amount for at least one currency",
    });
    expect(
      errors({
        ...debitAbove("1"),
        action: "card_replace",
        approver_role: "admin",
        thresholds: [],
      }),
    ).toEqual({
      mode: "Only a money action or a bulk batch has an amount or rows to be above",
    });
  });

  it("holds a bulk batch above a number of rows, and a money batch above a total too", () => {
    // A card batch is approved by those who may act on cards: support or an admin.
    const bulk = (action: string, max_rows: string, thresholds: unknown[] = []) => ({
      ...debitAbove("1"),
      action,
      approver_role: action === "bulk_card_actions" ? "support" : "manager",
      thresholds,
      max_rows,
    });
    expect(errors({ ...bulk("bulk_card_actions", "5"), approver_role: "manager" })).toEqual({
      approver_role:
        "A manager may not do “Bulk batch: card actions” themselves, so may not approve it. Choose an admin or a support agent.",
    });
    expect(policyEntry.parse(bulk("bulk_card_actions", "100")).max_rows).toBe(100);
    expect(policyEntry.parse(bulk("bulk_card_actions", "10000")).max_rows).toBe(10_000);
    expect(errors(bulk("bulk_card_actions", "10001"))).toEqual({
      max_rows: "A batch has at most 10,000 rows: write fewer",
    });
    expect(errors(bulk("bulk_card_actions", "0"))).toEqual({
      max_rows: "A row limit is at least 1 row",
    });
    expect(errors(bulk("bulk_card_actions", "1.5"))).toEqual({
      max_rows: "Write a whole number of rows, e.g. 100",
    });
    expect(errors(bulk("bulk_onboarding", ""))).toEqual({
      max_rows: "Write the number of rows a batch may have without a second person",
    });
    // A card batch moves no money; a money batch may be held by its total alone.
    expect(
      errors(bulk("bulk_card_actions", "5", [{ currency: "EUR", amount: "10" }])),
    ).toMatchObject({ thresholds: "Only a money action or a money batch has an amount" });
    expect(errors(bulk("bulk_money", "", [{ currency: "EUR", amount: "10" }]))).toEqual({});
    expect(errors(bulk("bulk_money", ""))).toEqual({
      max_rows: "Write a number of rows, or add an amount for a currency",
    });
    // A row limit belongs to a batch only.
    expect(errors({ ...debitAbove("1"), max_rows: "5" })).toEqual({
      max_rows: "Only a bulk batch has rows to count",
    });
  });

  it("refuses an approver role that may not do the action, and all but admin for the console's controls", () => {
    expect(errors({ ...debitAbove("1"), approver_role: "support" })).toEqual({
      approver_role:
        "A support agent may not do “Debit” themselves, so may not approve it. Choose an admin or a manager.",
    });
    for (const action of ["policy_change", "user_role_change", "provider_password_rotation"])
      expect(
        errors({
          action,
          mode: "always",
          approver_role: "manager",
          expiry_hours: "24",
          thresholds: [],
        }),
      ).toEqual({
        approver_role: expect.stringMatching(
          /^Only an admin may approve “.+”: it changes the console's own controls\.$/,
        ),
      });
    expect(
      errors({
        action: "card_replace",
        mode: "always",
        approver_role: "support",
        expiry_hours: "24",
        thresholds: [],
      }),
    ).toEqual({});
  });

  it("refuses a currency listed twice, cents on JPY, and hours out of range", () => {
    expect(
      errors({
        ...debitAbove("1"),
        thresholds: [
          { currency: "EUR", amount: "1" },
          { currency: "EUR", amount: "2" },
        ],
      }),
    ).toEqual({ "thresholds.1.currency": "EUR is already listed" });
    expect(errors(debitAbove("10.5", "JPY"))).toEqual({
      "thresholds.0.amount": "Amount in JPY can have at most 0 decimal places",
    });
    expect(errors({ ...debitAbove("1"), expiry_hours: "0" })).toEqual({
      expiry_hours: "A request waits at least 1 hour",
    });
    expect(errors({ ...debitAbove("1"), expiry_hours: "721" })).toMatchObject({
      expiry_hours: expect.stringContaining("at most 720"),
    });
    expect(errors({ ...debitAbove("1"), expiry_hours: "1.5" })).toEqual({
      expiry_hours: "Write a whole number of hours, e.g. 24",
    });
  });
});

describe.each(testBackends)("changing a policy on %s", (backend) => {
  let handle: DbHandle;
  let uninstall: () => void;
  let ids: Record<Role, string>;
  let admin2: string;

  beforeAll(async () => {
    handle = await createTestDb(backend);
    uninstall = installConsole(handle, { call: vi.fn() } as unknown as CamsClient);
    ids = await usersByRole(handle);
    admin2 = (
      await createUser(handle.db, {
        email: "admin2@example.com",
        name: "Second admin",
        role: "admin",
        password: "long enough password",
      })
    ).id;
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  const policy = async (action: string) =>
    (
      await handle.db
        .select()
        .from(approvalPolicies)
        .where(eq(approvalPolicies.action, action as never))
    )[0];

  it("applies at once while no policy holds policy changes back, in minor units", async () => {
    signInAs(ids.admin);
    expect(await updateApprovalPolicy(asSent(debitAbove("1000.00")))).toMatchObject({
      ok: true,
      data: { action: "debit" },
    });
    expect(await policy("debit")).toMatchObject({
      mode: "above",
      thresholds: { EUR: 100000 },
      approverRole: "manager",
    });
  });

  it("refuses, on its field, a policy whose approver may not do the action", async () => {
    signInAs(ids.admin);
    expect(
      await updateApprovalPolicy({
        ...asSent(debitAbove("1")),
        approver_role: "support",
      }),
    ).toMatchObject({
      ok: false,
      code: "VALIDATION",
      fieldErrors: { approver_role: expect.stringContaining("A support agent may not do “Debit”") },
    });
    expect((await policy("debit"))?.approverRole).toBe("manager");
  });

  it("holds every policy change for another admin while another policy is on, even set off", async () => {
    // No policy-change row: the debit policy being on is enough.
    expect(await policy("policy_change")).toBeUndefined();
    signInAs(ids.admin);
    const aml = await updateApprovalPolicy({
      action: "aml_decision",
      mode: "always",
      approver_role: "compliance",
      expiry_hours: 24,
      thresholds: [],
      max_rows: null,
    });
    expect(aml).toMatchObject({ ok: true, pending: { requestId: expect.any(String) } });
    expect(await policy("aml_decision")).toBeUndefined();
    const [request] = await handle.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, aml.pending!.requestId));
    expect(request).toMatchObject({ policy: "policy_change", approverRole: "admin" });
    // Stored off, it holds all the same.
    await handle.db
      .insert(approvalPolicies)
      .values({ action: "policy_change", mode: "off", approverRole: "admin" });
    const off = await updateApprovalPolicy(asSent({ ...debitAbove("1"), mode: "off" }));
    expect(off).toMatchObject({ ok: true, pending: { requestId: expect.any(String) } });
    expect((await policy("debit"))?.mode).toBe("above");
    await handle.db.delete(approvalPolicies).where(eq(approvalPolicies.action, "policy_change"));
  });

  it("tells the only enabled admin why a policy change waits, and who else could approve it", async () => {
    signInAs(ids.admin);
    const withTwo = await loadPoliciesPage();
    expect(withTwo).toMatchObject({
      changeWaits: true,
      guarded: true,
      otherAdmins: ["admin2@example.com"],
    });
    expect(withTwo.policies.find((p) => p.action === "policy_change")).toMatchObject({
      mode: "always",
      approverRole: "admin",
      approverRoles: ["admin"],
    });
    expect(withTwo.policies.find((p) => p.action === "debit")?.approverRoles).toEqual([
      "admin",
      "manager",
    ]);
    await handle.db.update(users).set({ disabled: true }).where(eq(users.id, admin2));
    try {
      expect(await loadPoliciesPage()).toMatchObject({ changeWaits: true, otherAdmins: [] });
    } finally {
      await handle.db.update(users).set({ disabled: false }).where(eq(users.id, admin2));
    }
  });

  it("waits for another admin when the policy-change policy says always", async () => {
    signInAs(ids.admin);
    await updateApprovalPolicy({
      action: "policy_change",
      mode: "always",
      approver_role: "admin",
      expiry_hours: 24,
      thresholds: [],
      max_rows: null,
    });
    const waiting = await updateApprovalPolicy(asSent({ ...debitAbove("1"), mode: "off" }));
    expect(waiting).toMatchObject({ ok: true, pending: { requestId: expect.any(String) } });
    expect((await policy("debit"))?.mode).toBe("above");
    const id = waiting.pending!.requestId;
    await expect(
      approveRequest(
        handle.db,
        id,
        { id: ids.admin, role: "admin", email: "admin@example.com" },
        null,
        null,
      ),
    ).rejects.toMatchObject({ code: "OWN_REQUEST" });
    expect(
      await approveRequest(
        handle.db,
        id,
        { id: admin2, role: "admin", email: "admin2@example.com" },
        null,
        null,
      ),
    ).toMatchObject({ status: "executed" });
    expect((await policy("debit"))?.mode).toBe("off");
    const [request] = await handle.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, id));
    expect(request).toMatchObject({ status: "executed", checkerId: admin2 });
  });
});
