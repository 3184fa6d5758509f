import { describe, expect, it, vi } from "vitest";
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
      "card.replace",
      "compliance.apply_aml_decision",
      "provider.password.rotate",
      "user.update_role",
    ]);
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
