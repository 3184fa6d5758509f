import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveApprovalRequest } from "@/features/approvals/actions/approve-request";
import { rejectApprovalRequest } from "@/features/approvals/actions/reject-request";
import { withdrawApprovalRequest } from "@/features/approvals/actions/withdraw-request";
import { createCamsClient } from "@/lib/cams/client";
import { defineAction } from "@/lib/console/actions/define-action";
import {
  installConsole,
  signInAs,
  usersByRole,
  waitingRequest,
} from "@/lib/console/actions/testing";
import { createUser } from "@/lib/console/auth/users";
import { queryRows } from "@/lib/db";
import { approvalPolicies, approvalRequests, moneyMovements, type Role } from "@/lib/db/schema";
import { testBackends } from "@/lib/db/testing";
import {
  createSandboxHarness,
  type SandboxHarness,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { loadApprovalsPage } from "../loaders/approvals-page";
import { loadDecisionNotices } from "../loaders/decision-notices";
import { loadRequestPage } from "../loaders/request-page";
import { approveRequest, OWN_REQUEST, rejectRequest } from "./decide";
import { runDueApprovals } from "./execute";
import { namedLinks } from "./parties";
import { approvable } from "./registry";
import { decide } from "./requests";

// The debit as its form calls it: the registered definition through the whole action chain.
const debitAccount = defineAction(approvable.get("account.debit")!.definition);

describe.each(testBackends)("four-eyes approval on %s", (backend) => {
  let sb: SandboxHarness;
  let uninstall: () => void;
  let ids: Record<Role, string>;
  let manager2: string;
  let customer: string;
  let account: string;
  /** The debits the provider was sent, counted where the console's client reaches it. */
  let debitsSent = 0;
  /** The provider does not answer debits: a cut connection. */
  let debitsUnanswered = false;
  /** The provider makes debits, but its answer is lost on the way back. */
  let debitsAnswerLost = false;

  const balance = async () =>
    (await sb.call("GET", `/customers/${customer}`)).body.accounts[0].balance as number;
  const debit = (amount: number, key = randomUUID()) =>
    debitAccount({
      owner: { kind: "customer", id: customer },
      account_id: account,
      amount,
      currency: "EUR",
      transaction_code: "CashLoad",
      idempotency_key: key,
    });
  const person = (id: string, role: Role, email: string) => ({ id, role, email });
  const requestOf = async (id: string) =>
    (await sb.handle.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0]!;
  /** A pending request for a debit of `amount`, asked by the manager. */
  const waitingDebit = async (amount = 1500) => {
    signInAs(ids.manager);
    const result = await debit(amount);
    if (!result.ok || !result.pending)
      throw new Error(`not waiting for approval: ${JSON.stringify(result)}`);
    return result.pending.requestId;
  };

  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
    uninstall = installConsole(
      sb.handle,
      createCamsClient({
        ...sandboxClientConfig("http://sandbox.test/sandbox"),
        fetch: async (input, init) => {
          if (String(input).endsWith("/debit")) {
            debitsSent++;
            if (debitsUnanswered) throw new TypeError("fetch failed");
            if (debitsAnswerLost) {
              await sb.app.request(String(input), init);
              throw new TypeError("fetch failed");
            }
          }
          return sb.app.request(String(input), init);
        },
      }),
    );
    ids = await usersByRole(sb.handle);
    manager2 = (
      await createUser(sb.handle.db, {
        email: "manager2@example.com",
        name: "Second manager",
        role: "manager",
        password: "long enough password",
      })
    ).id;
    const created = await sb.call("POST", "/customers", {
      body: {
        first_name: "Jane",
        last_name: "Doe",
        kyc_level: "Anonymous",
        nationality: "DE",
        accounts: [{ currency: "EUR", assign_account_identifier: true }],
      },
    });
    customer = created.body.customer_id;
    account = created.body.accounts[0].account_id;
    await sb.call("POST", `/accounts/${account}/credit`, {
      body: { amount: 100000, currency: "EUR", transaction_code: "AccountLoad" },
    });
    // The demo's policy: debits above 1,000.00 EUR need a second manager.
    await sb.handle.db.insert(approvalPolicies).values({
      action: "debit",
      mode: "above",
      thresholds: { EUR: 100000 },
      approverRole: "manager",
    });
  });
  afterAll(async () => {
    uninstall();
    await sb.close();
  });

  it("runs a debit equal to the threshold at once, and holds one a cent above", async () => {
    signInAs(ids.manager);
    const before = await balance();
    const atThreshold = await debit(1000);
    expect(atThreshold).toMatchObject({ ok: true, data: { transaction_id: expect.any(String) } });
    const above = await debit(1000.01);
    expect(above).toMatchObject({ ok: true, pending: { requestId: expect.any(String) } });
    expect(await balance()).toBe(before - 1000);
    const request = await requestOf(above.pending!.requestId);
    expect(request).toMatchObject({
      status: "pending",
      actionName: "account.debit",
      makerId: ids.manager,
      approverRole: "manager",
      targetType: "account",
      targetId: account,
      payload: expect.objectContaining({ amount: 1000.01, currency: "EUR" }),
    });
    // Expires a day after it was asked, by default.
    const hours = (request.expiresAt.getTime() - request.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it("makes one request of the same intent sent twice", async () => {
    signInAs(ids.manager);
    const key = randomUUID();
    const [first, second] = [await debit(2000, key), await debit(2000, key)];
    expect(first.pending?.requestId).toBeDefined();
    expect(second.pending?.requestId).toBe(first.pending?.requestId);
  });

  it("refuses the maker's own approval, for an admin too, in plain words", async () => {
    const id = await waitingDebit();
    signInAs(ids.manager);
    expect(await approveApprovalRequest({ request_id: id })).toMatchObject({
      ok: false,
      code: "OWN_REQUEST",
      message: OWN_REQUEST,
    });
    signInAs(ids.admin);
    const adminAsked = await debit(1500);
    expect(adminAsked.pending).toBeDefined();
    expect(
      await approveApprovalRequest({ request_id: adminAsked.pending!.requestId }),
    ).toMatchObject({
      ok: false,
      code: "OWN_REQUEST",
    });
    // Even past the application's check, the database refuses a maker as checker.
    await expect(
      sb.handle.db
        .update(approvalRequests)
        .set({ checkerId: ids.manager, status: "approved" })
        .where(eq(approvalRequests.id, id)),
    ).rejects.toThrow();
    expect((await requestOf(id)).status).toBe("pending");
  });

  it("refuses a checker whose role is not the approver role", async () => {
    const id = await waitingDebit();
    signInAs(ids.support);
    expect(await approveApprovalRequest({ request_id: id })).toMatchObject({
      ok: false,
      code: "NOT_APPROVER",
      message: "Only a manager or an admin may decide this request.",
    });
  });

  it("refuses a checker who may not do the action themselves, even named approver", async () => {
    // A request waiting for support (a policy set before approver roles were checked): support
    // may not debit, so may not release a debit either; approve and reject alike.
    const id = await waitingDebit(1500);
    await sb.handle.db
      .update(approvalRequests)
      .set({ approverRole: "support" })
      .where(eq(approvalRequests.id, id));
    const before = await balance();
    signInAs(ids.support);
    const refusal = {
      ok: false,
      code: "NOT_PERMITTED",
      message:
        "A support agent may not do “Debit” themselves, so may not decide it for someone else.",
    };
    expect(await approveApprovalRequest({ request_id: id })).toMatchObject(refusal);
    expect(await rejectApprovalRequest({ request_id: id, reason: "No" })).toMatchObject(refusal);
    expect(await requestOf(id)).toMatchObject({ status: "pending", checkerId: null });
    expect(await balance()).toBe(before);
  });

  it("holds a debit for an admin when its stored policy names a role that may not debit", async () => {
    await sb.handle.db
      .update(approvalPolicies)
      .set({ approverRole: "support" })
      .where(eq(approvalPolicies.action, "debit"));
    try {
      const id = await waitingDebit(1500);
      expect((await requestOf(id)).approverRole).toBe("admin");
    } finally {
      await sb.handle.db
        .update(approvalPolicies)
        .set({ approverRole: "manager" })
        .where(eq(approvalPolicies.action, "debit"));
    }
  });

  /** A request as a policy of earlier rules would have stored it: waiting for a manager. */
  const waitingForManager = (
    actionName: string,
    policy: "user_role_change" | "policy_change" | "provider_password_rotation",
    payload: unknown,
  ) =>
    waitingRequest(sb.handle.db, {
      actionName,
      policy,
      approverRole: "manager",
      payload,
      maker: { id: ids.admin, email: "admin@example.com" },
    });

  it("never lets the subject of a role change decide it: manager2 cannot promote themselves", async () => {
    const request = await waitingForManager("user.update_role", "user_role_change", {
      userId: manager2,
      role: "admin",
    });
    signInAs(manager2);
    const refused = await approveApprovalRequest({ request_id: request.id });
    expect(refused).toMatchObject({ ok: false, code: "OWN_SUBJECT" });
    expect(refused.ok || refused.message).toBe(
      "This request changes your own user: someone else must decide it, so nobody grants themselves a right.",
    );
    expect(await rejectApprovalRequest({ request_id: request.id, reason: "No" })).toMatchObject({
      code: "OWN_SUBJECT",
    });
    const [me] = await queryRows<{ role: string }>(
      sb.handle.db,
      sql`select role from console.users where id = ${manager2}`,
    );
    expect(me?.role).toBe("manager");
    expect((await requestOf(request.id)).status).toBe("pending");
  });

  it("lets only an admin decide a role change, a policy change or a password rotation", async () => {
    const requests = [
      await waitingForManager("user.update_role", "user_role_change", {
        userId: ids.support,
        role: "manager",
      }),
      await waitingForManager("approval.policy.update", "policy_change", {
        action: "debit",
        mode: "off",
        approver_role: "manager",
        expiry_hours: 24,
        thresholds: [],
      }),
      await waitingForManager("provider.password.rotate", "provider_password_rotation", {
        sealed_password: "sealed",
      }),
    ];
    signInAs(manager2);
    for (const request of requests) {
      const refused = await approveApprovalRequest({ request_id: request.id });
      expect(refused).toMatchObject({ ok: false, code: "ADMIN_ONLY" });
      expect(refused.ok || refused.message).toMatch(
        /^Only an admin may decide “.+”: it changes the console's own controls\.$/,
      );
      await expect(
        rejectRequest(
          sb.handle.db,
          request.id,
          { id: manager2, role: "manager", email: "manager2@example.com" },
          "No",
        ),
      ).rejects.toMatchObject({ code: "ADMIN_ONLY" });
      expect((await requestOf(request.id)).status).toBe("pending");
    }
    // An admin other than the maker and the subject may: the role change runs.
    const admin2 = await createUser(sb.handle.db, {
      email: "admin2@example.com",
      name: "Second admin",
      role: "admin",
      password: "long enough password",
    });
    signInAs(admin2.id);
    expect(await approveApprovalRequest({ request_id: requests[0]!.id })).toMatchObject({
      ok: true,
      data: { status: "executed" },
    });
  });

  it("names the request's customer and account (IBAN), never by their ids alone", async () => {
    const id = await waitingDebit(1500);
    const iban = (await sb.call("GET", `/customers/${customer}`)).body.accounts[0]
      .account_identifier as string;
    expect(iban).toMatch(/^[A-Z]{2}\d{2}/);
    signInAs(manager2);
    // Made by the sandbox's API, the customer is not in the directory: the provider names it.
    expect((await loadRequestPage(id)).preview.links).toEqual([
      {
        label: "Customer Jane Doe",
        href: `/customers/${customer}`,
        title: `Customer id ${customer}`,
      },
      {
        label: `Account ${iban}`,
        href: `/customers/${customer}/accounts/${account}`,
        title: `Account id ${account}`,
      },
    ]);
    // The list reads the directory alone, which now knows both.
    const row = (await loadApprovalsPage()).waiting.find((r) => r.id === id);
    expect(row?.target).toEqual({ label: `Account ${iban} · Jane Doe`, id: account });
  });

  it("says a customer is not yet seen when neither the directory nor the provider knows it", async () => {
    const unknown = randomUUID();
    expect(
      await namedLinks(sb.handle.db, [
        {
          label: "Customer",
          href: `/customers/${unknown}`,
          party: { kind: "customer", id: unknown },
        },
        { label: "Users", href: "/settings" },
      ]),
    ).toEqual([
      {
        label: "Customer not yet seen",
        href: `/customers/${unknown}`,
        title: `Customer id ${unknown}`,
      },
      { label: "Users", href: "/settings" },
    ]);
  });

  it("runs the approved debit once, with the maker's key, and keeps its outcome", async () => {
    const id = await waitingDebit(1500);
    const before = await balance();
    const sent = debitsSent;
    signInAs(manager2);
    expect(await approveApprovalRequest({ request_id: id })).toMatchObject({
      ok: true,
      data: { status: "executed" },
    });
    expect(await balance()).toBe(before - 1500);
    expect(debitsSent - sent).toBe(1);
    const request = await requestOf(id);
    expect(request).toMatchObject({ status: "executed", checkerId: manager2 });
    expect(request.outcome).toMatchObject({
      ok: true,
      data: { transaction_id: expect.any(String) },
    });
    // The money movement is the maker's intent: recorded under their key, as them.
    const [movement] = await queryRows<{ actor_id: string }>(
      sb.handle.db,
      sql`select actor_id from console.money_movements where id = ${(request.payload as { idempotency_key: string }).idempotency_key}`,
    );
    expect(movement?.actor_id).toBe(ids.manager);
    // The maker is told once, on their next page.
    const notices = await loadDecisionNotices(sb.handle.db, ids.manager);
    expect(notices.filter((n) => n.id === id)).toEqual([
      { id, text: "Your request “Debit €1,500.00” was approved by manager2@example.com and done." },
    ]);
    expect((await loadDecisionNotices(sb.handle.db, ids.manager)).some((n) => n.id === id)).toBe(
      false,
    );
    // A second approval hears it was decided, and nothing is sent again.
    expect(await approveApprovalRequest({ request_id: id })).toMatchObject({
      ok: false,
      code: "ALREADY_DECIDED",
    });
    expect(debitsSent - sent).toBe(1);
    const trail = await queryRows<{ action: string; actor_email: string; outcome: string }>(
      sb.handle.db,
      sql`select action, actor_email, outcome from console.audit_log
          where target_id = ${account} and action <> 'access.refused'
            and (after->>'request_id' = ${id} or detail like ${`%${id}%`}) order by id`,
    );
    expect(trail).toEqual([
      { action: "approval.request", actor_email: "manager@example.com", outcome: "success" },
      { action: "approval.approve", actor_email: "manager2@example.com", outcome: "success" },
      { action: "account.debit", actor_email: "manager2@example.com", outcome: "success" },
    ]);
  });

  it("executes once when two checkers approve at the same moment", async () => {
    const id = await waitingDebit(1200);
    const before = await balance();
    const sent = debitsSent;
    const outcomes = await Promise.allSettled([
      approveRequest(
        sb.handle.db,
        id,
        person(manager2, "manager", "manager2@example.com"),
        null,
        null,
      ),
      approveRequest(sb.handle.db, id, person(ids.admin, "admin", "admin@example.com"), null, null),
    ]);
    const done = outcomes.filter((o) => o.status === "fulfilled");
    const lost = outcomes.filter((o) => o.status === "rejected");
    expect(done).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: "ALREADY_DECIDED" });
    expect(debitsSent - sent).toBe(1);
    expect(await balance()).toBe(before - 1200);
    expect((await requestOf(id)).status).toBe("executed");
  });

  it("keeps an approved debit the provider did not confirm as approved, never refused", async () => {
    const id = await waitingDebit(1100);
    debitsUnanswered = true;
    try {
      signInAs(manager2);
      expect(await approveApprovalRequest({ request_id: id })).toMatchObject({
        ok: true,
        data: { status: "approved", message: expect.stringContaining("do not send it again") },
      });
    } finally {
      debitsUnanswered = false;
    }
    expect(await requestOf(id)).toMatchObject({
      status: "approved",
      outcome: { ok: false, code: "MOVEMENT_IN_DOUBT" },
    });
  });

  it("rejects only with a reason, and nothing runs", async () => {
    const id = await waitingDebit();
    const before = await balance();
    signInAs(manager2);
    expect(await rejectApprovalRequest({ request_id: id, reason: "   " })).toMatchObject({
      ok: false,
      code: "VALIDATION",
      fieldErrors: { reason: "Write why you reject it: the maker reads this" },
    });
    expect(
      await rejectApprovalRequest({ request_id: id, reason: "Not agreed with the customer" }),
    ).toMatchObject({ ok: true });
    expect(await requestOf(id)).toMatchObject({
      status: "rejected",
      reason: "Not agreed with the customer",
    });
    // The customer's timeline reads the account's entries: the rejection is there, with its reason.
    const [entry] = await queryRows<{ actor_email: string; detail: string; target_id: string }>(
      sb.handle.db,
      sql`select actor_email, detail, target_id from console.audit_log
          where action = 'approval.reject' and after->>'request_id' = ${id}`,
    );
    expect(entry).toEqual({
      actor_email: "manager2@example.com",
      detail: "Reason: Not agreed with the customer",
      target_id: account,
    });
    expect(await approveApprovalRequest({ request_id: id })).toMatchObject({
      code: "ALREADY_DECIDED",
    });
    expect(await balance()).toBe(before);
  });

  it("lets the maker withdraw while pending, and no one else", async () => {
    const id = await waitingDebit();
    signInAs(manager2);
    expect(await withdrawApprovalRequest({ request_id: id })).toMatchObject({
      ok: false,
      code: "NOT_MAKER",
    });
    signInAs(ids.manager);
    expect(await withdrawApprovalRequest({ request_id: id })).toMatchObject({ ok: true });
    expect((await requestOf(id)).status).toBe("withdrawn");
    expect(await withdrawApprovalRequest({ request_id: id })).toMatchObject({
      code: "ALREADY_DECIDED",
    });
    signInAs(manager2);
    expect(await approveApprovalRequest({ request_id: id })).toMatchObject({
      code: "ALREADY_DECIDED",
    });
  });

  it("cannot approve an expired request", async () => {
    const id = await waitingDebit();
    await sb.handle.db
      .update(approvalRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(approvalRequests.id, id));
    signInAs(manager2);
    const result = await approveApprovalRequest({ request_id: id });
    expect(result).toMatchObject({ ok: false, code: "EXPIRED" });
    expect(result.ok || result.message).toMatch(/expired on .*: it can no longer be approved/);
    expect((await requestOf(id)).status).toBe("expired");
  });

  it("tells the checker when the balance no longer covers the debit, before deciding", async () => {
    const id = await waitingDebit(1500);
    // Money left the account after the request was made.
    const now = await balance();
    await sb.call("POST", `/accounts/${account}/debit`, {
      body: { amount: now - 100, currency: "EUR", transaction_code: "CashLoad" },
    });
    signInAs(manager2);
    const changed = await approveApprovalRequest({ request_id: id });
    expect(changed).toMatchObject({ ok: false, code: "PREVIEW_CHANGED" });
    expect(changed.ok || changed.message).toMatch(/less than this amount/);
    expect((await requestOf(id)).status).toBe("pending");
  });

  describe("after a server dies between the decision and the run", () => {
    beforeAll(async () => {
      // The tests above left the account nearly empty.
      await sb.call("POST", `/accounts/${account}/credit`, {
        body: { amount: 100000, currency: "EUR", transaction_code: "AccountLoad" },
      });
    });
    const checker = { id: "", email: "manager2@example.com" };
    /** Approved by manager2 on a server that died at once: nothing ran, its lease is over. */
    const approvedOnDeadServer = async (amount: number) => {
      const id = await waitingDebit(amount);
      checker.id = manager2;
      expect(
        await decide(sb.handle.db, id, checker, { status: "approved", holder: "dead" }),
      ).not.toBeNull();
      await leaseEnds(id);
      return id;
    };
    const leaseEnds = (id: string) =>
      sb.handle.db
        .update(approvalRequests)
        .set({ runLeaseUntil: sql`now() - interval '1 second'` })
        .where(eq(approvalRequests.id, id));
    const keyOf = async (id: string) => (await requestOf(id)).idempotencyKey!;
    /** The movement was sent `ms` ago: the wait before a check reads the provider is over. */
    const sentAgo = async (id: string, ms: number) =>
      sb.handle.db
        .update(moneyMovements)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(moneyMovements.id, await keyOf(id)));

    it("runs it once when the executor runs, and tells the maker", async () => {
      const id = await waitingDebit(1300);
      const before = await balance();
      const sent = debitsSent;
      checker.id = manager2;
      await decide(sb.handle.db, id, checker, { status: "approved", holder: "dead" });
      // While the dead server's lease lasts, no executor takes the request.
      await runDueApprovals(sb.handle.db, "restarted");
      expect((await requestOf(id)).status).toBe("approved");
      expect(debitsSent - sent).toBe(0);
      await leaseEnds(id);
      await runDueApprovals(sb.handle.db, "restarted");
      expect(await requestOf(id)).toMatchObject({
        status: "executed",
        outcome: { ok: true, data: { transaction_id: expect.any(String) } },
      });
      await runDueApprovals(sb.handle.db, "restarted");
      expect(debitsSent - sent).toBe(1);
      expect(await balance()).toBe(before - 1300);
      const notices = await loadDecisionNotices(sb.handle.db, ids.manager);
      expect(notices.filter((n) => n.id === id)).toHaveLength(1);
    });

    it("does not send again a movement the dead server sent before it could settle", async () => {
      const id = await waitingDebit(1250);
      const before = await balance();
      const sent = debitsSent;
      signInAs(manager2);
      await approveApprovalRequest({ request_id: id });
      // The server died after the provider's answer, before it settled the request.
      await sb.handle.db
        .update(approvalRequests)
        .set({ status: "approved", outcome: null, executedAt: null })
        .where(eq(approvalRequests.id, id));
      await leaseEnds(id);
      await runDueApprovals(sb.handle.db, "restarted");
      expect((await requestOf(id)).status).toBe("executed");
      expect(debitsSent - sent).toBe(1);
      expect(await balance()).toBe(before - 1250);
    });

    it("settles a movement in doubt the provider made, found by its reference", async () => {
      const id = await waitingDebit(1050);
      const before = await balance();
      const sent = debitsSent;
      debitsAnswerLost = true;
      try {
        signInAs(manager2);
        expect(await approveApprovalRequest({ request_id: id })).toMatchObject({
          data: { status: "approved" },
        });
      } finally {
        debitsAnswerLost = false;
      }
      await loadDecisionNotices(sb.handle.db, ids.manager);
      await sentAgo(id, 20_000);
      await leaseEnds(id);
      await runDueApprovals(sb.handle.db, "restarted");
      expect(await requestOf(id)).toMatchObject({
        status: "executed",
        outcome: { ok: true, data: { transaction_id: expect.any(String) } },
      });
      expect(debitsSent - sent).toBe(1);
      expect(await balance()).toBe(before - 1050);
      // The maker hears the final outcome.
      expect(
        (await loadDecisionNotices(sb.handle.db, ids.manager)).filter((n) => n.id === id),
      ).toHaveLength(1);
    });

    it("settles a movement in doubt the provider never got as not made, saying how it knows", async () => {
      const id = await waitingDebit(1060);
      const before = await balance();
      debitsUnanswered = true;
      try {
        signInAs(manager2);
        await approveApprovalRequest({ request_id: id });
      } finally {
        debitsUnanswered = false;
      }
      await sentAgo(id, 3 * 60_000);
      await leaseEnds(id);
      await runDueApprovals(sb.handle.db, "restarted");
      expect(await requestOf(id)).toMatchObject({
        status: "failed",
        outcome: {
          ok: false,
          code: "NOT_MADE",
          message: expect.stringMatching(
            /^Not made: we read all \d+ transactions on this account since/,
          ),
        },
      });
      expect(await balance()).toBe(before);
      const notices = await loadDecisionNotices(sb.handle.db, ids.manager);
      expect(notices.filter((n) => n.id === id)).toEqual([
        {
          id,
          text: "Your request “Debit €1,060.00” was approved by manager2@example.com, but refused when run. See Approvals.",
        },
      ]);
    });

    it("runs each request once when two executors run at the same moment", async () => {
      const requests = [
        await approvedOnDeadServer(1101),
        await approvedOnDeadServer(1102),
        await approvedOnDeadServer(1103),
      ];
      const before = await balance();
      const sent = debitsSent;
      await Promise.all([
        runDueApprovals(sb.handle.db, "server-a"),
        runDueApprovals(sb.handle.db, "server-b"),
      ]);
      for (const id of requests) expect((await requestOf(id)).status).toBe("executed");
      expect(debitsSent - sent).toBe(3);
      expect(await balance()).toBe(before - 1101 - 1102 - 1103);
    });
  });
});
