import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { type DbHandle, queryRows } from "@/lib/db";
import { auditLog, type Role, roles } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/testing";
import { can, type Permission } from "../auth/permissions";
import { ANONYMOUS_REFUSALS_PER_MINUTE } from "../auth/session";
import { installConsole, signInAs, usersByRole } from "./testing";

// The session source is the one thing replaced: who is signed in. Everything after it (the user
// re-read from the database, the permission map, defineAction) runs for real.
vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));
// A server action outside a request has no request headers; the refusal audit reads the IP.
// Each call comes from its own address, so no anonymous refusal falls in another's minute. The
// address header is read only under scripts/server.mjs, which sets CONSOLE_SERVER.
vi.stubEnv("CONSOLE_SERVER", "1");
let calls = 0;
/** 10.0.0.1, 10.0.0.2, …: never the same address twice in a run (250 of them did wrap). */
const nextAddress = () => {
  calls++;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
};
let fixedAddress: string | null = null;
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-console-client-ip": fixedAddress ?? nextAddress() }),
}));

/**
 * Every `"use server"` export under app/ and features/, and the permission it must ask for. A new action file
 * or export without a row here fails the test, so nobody adds an action the table does not judge.
 * `public` is for the sign-in itself, which runs before there is a session, and the sign-out,
 * which only ends the caller's own session.
 */
const expected: Record<string, Record<string, Permission | "public">> = {
  "features/cards/actions/activate-card.ts": { activateCard: "cards.manage" },
  "features/cards/actions/block-card.ts": { blockCard: "cards.manage" },
  "features/cards/actions/replace-card.ts": { replaceCard: "cards.manage" },
  "features/cards/actions/simulate-card-status.ts": {
    simulateCardStatus: "cards.manage",
  },
  "features/cards/actions/unblock-card.ts": { unblockCard: "cards.manage" },
  "features/spend-controls/actions/change-spend-control.ts": {
    changeSpendControl: "spendControls.manage",
  },
  "features/spend-controls/actions/check-card-authorization.ts": {
    checkCardAuthorization: "spendControls.view",
  },
  "features/spend-controls/actions/create-spend-control.ts": {
    createSpendControl: "spendControls.manage",
  },
  "features/spend-controls/actions/replace-spend-control.ts": {
    replaceSpendControl: "spendControls.manage",
  },
  "features/spend-controls/actions/simulate-card-authorization.ts": {
    simulateCardAuthorization: "spendControls.manage",
  },
  "features/cases/actions/add-case-note.ts": { addCaseNote: "cases.work" },
  "features/cases/actions/assign-compliance-case.ts": { assignComplianceCase: "cases.work" },
  "features/cases/actions/close-compliance-case.ts": { closeComplianceCase: "cases.work" },
  "features/cases/actions/move-compliance-case.ts": { moveComplianceCase: "cases.work" },
  "features/cases/actions/open-compliance-case.ts": { openComplianceCase: "cases.open" },
  "features/cases/actions/snooze-compliance-case.ts": { snoozeComplianceCase: "cases.work" },
  "features/cases/actions/take-compliance-case.ts": { takeComplianceCase: "cases.work" },
  "features/cases/actions/wake-compliance-case.ts": { wakeComplianceCase: "cases.work" },
  "features/cases/actions/attach-case-file.ts": { attachCaseFile: "cases.work" },
  "features/cases/actions/reassign-officer-cases.ts": { reassignOfficerCases: "cases.work" },
  "features/cases/actions/set-case-availability.ts": { setCaseAvailability: "cases.work" },
  "features/cases/actions/update-case-settings.ts": { updateCaseSettings: "settings.manage" },
  "features/notifications/actions/mark-notifications-read.ts": {
    markNotificationsRead: "notifications.view",
  },
  "features/compliance/actions/add-compliance-note.ts": {
    addComplianceNote: "compliance.review",
  },
  "features/compliance/actions/apply-aml-decision.ts": {
    applyAmlDecision: "compliance.review",
  },
  "features/compliance/actions/record-compliance-decision.ts": {
    recordComplianceDecision: "compliance.review",
  },
  "features/accounts/actions/credit-account.ts": {
    creditAccount: "accounts.moveMoney",
  },
  "features/accounts/actions/debit-account.ts": {
    debitAccount: "accounts.moveMoney",
  },
  "features/accounts/actions/send-outgoing-credit-transfer.ts": {
    sendOutgoingCreditTransfer: "accounts.moveMoney",
  },
  "features/accounts/actions/simulate-outgoing-credit-transfer.ts": {
    simulateOutgoingCreditTransfer: "accounts.moveMoney",
  },
  "features/accounts/actions/transfer-balance.ts": {
    transferBalance: "accounts.moveMoney",
  },
  "features/corporates/actions/create-corporate-accounts.ts": {
    createCorporateAccounts: "corporates.manage",
  },
  "features/corporates/actions/create-corporate.ts": { createCorporate: "corporates.manage" },
  "features/corporates/actions/create-corporate-individual.ts": {
    createCorporateIndividual: "corporates.manage",
  },
  "features/corporates/actions/update-corporate.ts": { updateCorporate: "corporates.manage" },
  "features/customers/actions/patch-customer-address.ts": {
    patchCustomerAddress: "customers.editContact",
  },
  "features/customers/actions/put-customer-address.ts": {
    putCustomerAddress: "customers.editContact",
  },
  "features/customers/actions/update-customer-identification.ts": {
    updateCustomerIdentification: "customers.editProfile",
  },
  "features/customers/actions/update-customer-phones.ts": {
    updateCustomerPhones: "customers.editContact",
  },
  "features/customers/actions/update-customer-profile.ts": {
    updateCustomerProfile: "customers.editProfile",
  },
  "features/events/actions/redeliver-webhook-event.ts": {
    redeliverWebhookEvent: "events.redeliver",
  },
  "features/beneficiaries/actions/create-remittance-beneficiary.ts": {
    createRemittanceBeneficiary: "beneficiaries.manage",
  },
  "features/onboarding/actions/create-accounts.ts": { createAccounts: "customers.onboard" },
  "features/onboarding/actions/create-cards.ts": { createCards: "cards.issue" },
  "features/onboarding/actions/retry-pending-accounts.ts": {
    retryPendingAccounts: "customers.onboard",
  },
  "features/onboarding/actions/retry-pending-cards.ts": { retryPendingCards: "cards.issue" },
  "features/onboarding/actions/discard-pending-account.ts": {
    discardPendingAccount: "customers.onboard",
  },
  "features/onboarding/actions/discard-pending-card.ts": { discardPendingCard: "cards.issue" },
  "features/onboarding/actions/create-customer.ts": { createCustomer: "customers.onboard" },
  "features/settings/actions/reset-sandbox.ts": { resetSandbox: "settings.manage" },
  "features/settings/actions/save-sandbox-state.ts": { saveSandboxState: "settings.manage" },
  "features/settings/actions/restore-sandbox-state.ts": { restoreSandboxState: "settings.manage" },
  "features/settings/actions/load-sandbox-scenario.ts": { loadSandboxScenario: "settings.manage" },
  "features/settings/actions/advance-sandbox-clock.ts": { advanceSandboxClock: "settings.manage" },
  "features/settings/actions/freeze-sandbox-clock.ts": { freezeSandboxClock: "settings.manage" },
  "features/settings/actions/reset-sandbox-clock.ts": { resetSandboxClock: "settings.manage" },
  "features/settings/actions/rotate-provider-password.ts": {
    rotateProviderPassword: "settings.manage",
  },
  "features/settings/actions/check-provider-rotation.ts": {
    checkProviderRotation: "settings.manage",
  },
  "features/onboarding/actions/save-onboarding-draft.ts": {
    saveOnboardingDraft: "customers.onboard",
  },
  "features/settings/actions/sync-directory.ts": { syncDirectory: "settings.manage" },
  "features/settings/actions/rebuild-directory.ts": { rebuildDirectory: "settings.manage" },
  "features/settings/actions/set-user-disabled.ts": { setUserDisabled: "settings.manage" },
  "features/settings/actions/update-user-role.ts": { updateUserRole: "settings.manage" },
  "features/saved-views/actions/save-view.ts": { saveView: "savedViews.manage" },
  "features/saved-views/actions/rename-view.ts": { renameView: "savedViews.manage" },
  "features/saved-views/actions/delete-view.ts": { deleteView: "savedViews.manage" },
  "features/saved-views/actions/share-view-with-role.ts": {
    shareViewWithRole: "savedViews.manage",
  },
  "features/saved-views/actions/unshare-view.ts": { unshareView: "savedViews.manage" },
  "features/approvals/actions/approve-request.ts": { approveApprovalRequest: "approvals.decide" },
  "features/approvals/actions/reject-request.ts": { rejectApprovalRequest: "approvals.decide" },
  "features/approvals/actions/withdraw-request.ts": { withdrawApprovalRequest: "approvals.view" },
  "features/approvals/actions/update-approval-policy.ts": {
    updateApprovalPolicy: "settings.manage",
  },
  "features/auth/actions/sign-in-with-password.ts": { signInWithPassword: "public" },
  // Its credential is the one-time link's token, tested in features/settings/actions/team.test.ts.
  "features/auth/actions/set-password-from-link.ts": { setPasswordFromLink: "public" },
  "features/settings/actions/invite-user.ts": { inviteUser: "settings.manage" },
  "features/settings/actions/reset-user-password.ts": { resetUserPassword: "settings.manage" },
  "features/settings/actions/reset-second-factor.ts": { resetSecondFactor: "settings.manage" },
  "features/settings/actions/set-second-factor-requirement.ts": {
    setSecondFactorRequirement: "settings.manage",
  },
  "features/security/actions/start-second-factor-enrolment.ts": {
    startSecondFactorEnrolment: "security.self",
  },
  "features/security/actions/confirm-second-factor.ts": { confirmSecondFactor: "security.self" },
  "features/security/actions/end-session.ts": { endSession: "security.self" },
  "features/settings/actions/end-user-sessions.ts": { endUserSessions: "settings.manage" },
  "features/shell/actions/sign-out-of-console.ts": { signOutOfConsole: "public" },
  "features/bulk/actions/upload-bulk-file.ts": { uploadBulkFile: "bulk.use" },
  "features/bulk/actions/run-bulk-batch.ts": {
    runOnboardingBatch: "customers.onboard",
    runCardActionsBatch: "cards.manage",
    runMoneyBatch: "accounts.moveMoney",
  },
  "features/bulk/actions/cancel-bulk-batch.ts": { cancelBulkBatch: "bulk.use" },
  "features/bulk/actions/retry-failed-rows.ts": { retryFailedRows: "bulk.use" },
};

const root = path.resolve(import.meta.dirname, "../../..");

function serverActionFiles(): string[] {
  return ["app", "features"]
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.posix.join(dir, file.split(path.sep).join("/"))),
    )
    .filter((file) => /^\s*["']use server["']/.test(readFileSync(path.join(root, file), "utf8")))
    .sort();
}

/**
 * The sign-in imports next-auth itself, which does not load under vitest; a public file's
 * exports are read from its source instead (a server action file may export only functions).
 */
async function exportedValues(file: string): Promise<string[]> {
  if (!Object.values(expected[file] ?? {}).includes("public"))
    return Object.keys(await import(path.join(root, file))).sort();
  const source = readFileSync(path.join(root, file), "utf8");
  return [...source.matchAll(/^export (?:async )?(?:function|const|let) (\w+)/gm)]
    .map((m) => m[1]!)
    .sort();
}

type Action = (input: unknown) => Promise<{ ok: boolean; code?: string }>;

const guarded = Object.entries(expected).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, permission]) =>
    permission === "public" ? [] : [{ file, name, permission }],
  ),
);

describe("every server action refuses the roles that may not run it", () => {
  let handle: DbHandle;
  let ids: Record<Role, string>;
  let uninstall: () => void;
  const provider = vi.fn();
  const fetchSpy = vi.spyOn(globalThis, "fetch");

  beforeAll(async () => {
    handle = await createTestDb("pglite");
    // Any provider call would show here, and no real client could make one.
    uninstall = installConsole(handle, { call: provider } as unknown as CamsClient);
    ids = await usersByRole(handle);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  /**
   * Row counts of every table but the audit log and the sessions (the test's sign-in makes its
   * session's row at its first request), in one statement: a query per table, four times a role,
   * made this file the suite's second slowest.
   */
  async function snapshot() {
    const tables = await queryRows<{ schema: string; name: string }>(
      handle.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_name not in ('audit_log', 'sessions')
            and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const counts = sql.join(
      tables.map(
        (t) =>
          sql`select ${`${t.schema}.${t.name}`}::text as name, count(*)::int as n from ${sql.identifier(t.schema)}.${sql.identifier(t.name)}`,
      ),
      sql` union all `,
    );
    const rows = await queryRows<{ name: string; n: number }>(handle.db, counts);
    return Object.fromEntries(rows.map((row) => [row.name, row.n]));
  }

  const auditSince = async (id: number) =>
    queryRows<{ id: number; action: string; target_id: string; outcome: string }>(
      handle.db,
      sql`select id, action, target_id, outcome from console.audit_log where id > ${id} order by id`,
    );
  const lastAuditId = async () =>
    (
      await queryRows<{ id: number | null }>(
        handle.db,
        sql`select max(id)::int as id from console.audit_log`,
      )
    )[0]!.id ?? 0;

  it('has a row for every export of every "use server" file under app/ and features/', async () => {
    const files = serverActionFiles();
    expect(files).toEqual(Object.keys(expected).sort());
    for (const file of files) {
      const rows = expected[file]!;
      expect(await exportedValues(file), file).toEqual(Object.keys(rows).sort());
    }
  });

  it.each(guarded)("$name asks for $permission", async ({ file, name, permission }) => {
    const action = (await import(path.join(root, file)))[name] as Action;
    const refused = roles.filter((role) => !can(role, permission));
    const allowed = roles.filter((role) => can(role, permission));
    expect(allowed, "some role must hold it").not.toEqual([]);

    for (const role of [...refused, null]) {
      signInAs(role && ids[role]);
      const before = await snapshot();
      const since = await lastAuditId();
      const result = await action({});
      expect(result, `${name} as ${role ?? "no session"}`).toMatchObject({
        ok: false,
        code: role ? "FORBIDDEN" : "UNAUTHENTICATED",
      });
      // Nothing changed but the refusal's own audit entry, which names the permission asked.
      expect(await snapshot()).toEqual(before);
      expect(await auditSince(since)).toEqual([
        expect.objectContaining({
          action: "access.refused",
          target_id: permission,
          outcome: "denied",
        }),
      ]);
    }

    // The roles that hold it get past the gate: to the schema, which refuses the empty input.
    for (const role of allowed) {
      signInAs(ids[role]);
      expect(await action({}), `${name} as ${role}`).toMatchObject({
        ok: false,
        code: "VALIDATION",
      });
    }
    expect(provider).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("audits one anonymous refusal per address and permission a minute", async () => {
    const { setUserDisabled } = (await import(
      path.join(root, "features/settings/actions/set-user-disabled.ts")
    )) as { setUserDisabled: Action };
    signInAs(null);
    const since = await lastAuditId();
    fixedAddress = "198.51.100.1";
    try {
      for (let i = 0; i < 5; i++) {
        expect(await setUserDisabled({} as never)).toMatchObject({ code: "UNAUTHENTICATED" });
      }
    } finally {
      fixedAddress = null;
    }
    expect(await auditSince(since)).toEqual([
      expect.objectContaining({ action: "access.refused", target_id: "settings.manage" }),
    ]);
  });

  // Last: it fills the minute's anonymous entries, which the tests above each need one of.
  it("audits at most ANONYMOUS_REFUSALS_PER_MINUTE anonymous refusals a minute, from any addresses", async () => {
    const { setUserDisabled } = (await import(
      path.join(root, "features/settings/actions/set-user-disabled.ts")
    )) as { setUserDisabled: Action };
    signInAs(null);
    const [{ n: recorded }] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`${auditLog.actorId} is null and ${auditLog.at} > now() - interval '1 minute'`)
      .then((rows) => rows as [{ n: number }]);
    // The minute filled up by a scanner on addresses of its own, one entry each...
    await handle.db.insert(auditLog).values(
      Array.from({ length: Math.max(0, ANONYMOUS_REFUSALS_PER_MINUTE - recorded) }, (_, i) => ({
        action: "access.refused",
        targetType: "permission",
        targetId: "customers.read",
        outcome: "denied" as const,
        detail: "no session",
        ip: `203.0.113.${i % 250}`,
      })),
    );
    // ...a refusal from yet another address is still refused, and no longer written.
    const since = await lastAuditId();
    fixedAddress = "198.51.100.77";
    try {
      expect(await setUserDisabled({} as never)).toMatchObject({ code: "UNAUTHENTICATED" });
    } finally {
      fixedAddress = null;
    }
    expect(await auditSince(since)).toEqual([]);
  });
});
