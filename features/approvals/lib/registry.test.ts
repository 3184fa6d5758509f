import { describe, expect, it, vi } from "vitest";
import { approvalPermissions } from "@/lib/console/approvals/approvers";
import { approvalActions } from "@/lib/db/schema/approval-values";
import { approvable } from "./registry";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));

describe("the approvals registry", () => {
  it("can run an action of every policy, each under its own audit name", () => {
    const policies = [...approvable.values()].map((entry) => entry.definition.fourEyes.policy);
    expect(new Set(policies)).toEqual(new Set(approvalActions));
    for (const [name, entry] of approvable) expect(entry.definition.name).toBe(name);
    expect([...approvable.keys()].sort()).toEqual([
      "account.credit",
      "account.debit",
      "account.outgoing_credit_transfer",
      "account.transfer",
      "approval.policy.update",
      "bulk.card_actions.run",
      "bulk.money.run",
      "bulk.onboarding.run",
      "card.replace",
      "compliance.apply_aml_decision",
      "provider.password.rotate",
      "user.invite",
      "user.reset_second_factor",
      "user.set_disabled",
      "user.update_role",
    ]);
  });

  it("names each policy's permission as its actions ask for it (the policies form reads the map)", () => {
    for (const entry of approvable.values())
      expect(approvalPermissions[entry.definition.fourEyes.policy]).toBe(
        entry.definition.permission,
      );
  });

  it("keeps a new provider password sealed in the request, and opens it for the run", () => {
    vi.stubEnv("AUTH_SECRET", "a test secret that is long enough for sealing");
    const store = approvable.get("provider.password.rotate")!.definition.fourEyes.store!;
    const password = "Correct-Horse-Battery-9";
    const stored = store.seal({ new_password: password, confirm_password: password });
    expect(JSON.stringify(stored)).not.toContain(password);
    expect(store.open(stored)).toEqual({ new_password: password, confirm_password: password });
    vi.unstubAllEnvs();
  });
});
