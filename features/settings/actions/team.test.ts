import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consoleTestBed, signInAs } from "@/lib/console/actions/testing";
import { LINK_VALID_HOURS, readLink } from "@/lib/console/auth/links";
import { verifyPassword } from "@/lib/console/auth/password";
import { hasSecondFactor } from "@/lib/console/auth/second-factor";
import { listSessions, openSession } from "@/lib/console/auth/sessions";
import { createUser, findSessionUser, refuseIfLastAdmin } from "@/lib/console/auth/users";
import { approvalPolicies, auditLog, secondFactors, userLinks, users } from "@/lib/db/schema";
import { testBackends } from "@/lib/db/testing";
import { endUserSessions } from "./end-user-sessions";
import { inviteUser } from "./invite-user";
import { resetSecondFactor } from "./reset-second-factor";
import { resetUserPassword } from "./reset-user-password";
import { setUserDisabled } from "./set-user-disabled";

const tokenOf = (link: string) => link.slice("/welcome/".length);
const origin = { ip: "203.0.113.9", userAgent: null };

describe.each(testBackends)("the team, managed in the console, on %s", (backend) => {
  const bed = consoleTestBed(backend);
  const person = async (email: string) =>
    (await bed.handle.db.select().from(users).where(eq(users.email, email)))[0];

  it("an admin invites a person, who has no password until their link, valid 72 hours, is used", async () => {
    signInAs(bed.ids.manager);
    expect(await inviteUser({ email: "x@example.com", name: "X", role: "support" })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    signInAs(bed.ids.admin);
    const invited = await inviteUser({
      email: " Support2@Example.com ",
      name: "Sam Two",
      role: "support",
    });
    if (!invited.ok || invited.pending) throw new Error("not invited");
    expect(invited.data.email).toBe("support2@example.com");
    const before = await person("support2@example.com");
    expect(before).toMatchObject({ role: "support", name: "Sam Two", passwordHash: "" });
    // No password signs in until one is set.
    expect(await verifyPassword(before!.passwordHash, "")).toBe(false);

    const token = tokenOf(invited.data.link);
    const link = await readLink(bed.handle.db, token);
    expect(link).toMatchObject({ ok: true, purpose: "invite" });
    // It opens until exactly 72 hours after it was made, and not at that instant.
    const [row] = await bed.handle.db
      .select()
      .from(userLinks)
      .where(eq(userLinks.userId, before!.id));
    const expiry = row!.expiresAt.getTime();
    expect(Math.abs(expiry - Date.now() - LINK_VALID_HOURS * 3_600_000)).toBeLessThan(10_000);
    expect((await readLink(bed.handle.db, token, new Date(expiry - 1))).ok).toBe(true);
    expect(await readLink(bed.handle.db, token, new Date(expiry))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("holds an invitation for a second admin when role changes need one: no second identity alone", async () => {
    await bed.handle.db
      .insert(approvalPolicies)
      .values({ action: "user_role_change", mode: "always", approverRole: "admin" })
      .onConflictDoUpdate({ target: approvalPolicies.action, set: { mode: "always" } });
    signInAs(bed.ids.admin);
    const held = await inviteUser({
      email: "me-again@example.com",
      name: "Me Again",
      role: "admin",
    });
    expect(held).toMatchObject({ ok: true, pending: { requestId: expect.any(String) } });
    expect(await person("me-again@example.com")).toBeUndefined();
    await bed.handle.db
      .update(approvalPolicies)
      .set({ mode: "off" })
      .where(eq(approvalPolicies.action, "user_role_change"));
  });

  it("holds disabling and a second-factor reset under the team policy, changing nothing meanwhile", async () => {
    await bed.handle.db
      .insert(approvalPolicies)
      .values({ action: "user_role_change", mode: "always", approverRole: "admin" })
      .onConflictDoUpdate({ target: approvalPolicies.action, set: { mode: "always" } });
    try {
      const { id: subject } = await createUser(bed.handle.db, {
        email: `held-${backend}@example.com`,
        name: "Held",
        role: "support",
        password: "long enough password",
      });
      await bed.handle.db
        .insert(secondFactors)
        .values({ userId: subject, secretSealed: "sealed", enabledAt: new Date() });
      const sid = await openSession(bed.handle.db, subject, origin);
      signInAs(bed.ids.admin);
      for (const held of [
        await setUserDisabled({ userId: subject, disabled: true }),
        await resetSecondFactor({ userId: subject }),
      ])
        expect(held).toMatchObject({ ok: true, pending: { requestId: expect.any(String) } });
      expect(await findSessionUser(bed.handle.db, subject, sid)).not.toBeNull();
      expect(await hasSecondFactor(bed.handle.db, subject)).toBe(true);
    } finally {
      await bed.handle.db
        .update(approvalPolicies)
        .set({ mode: "off" })
        .where(eq(approvalPolicies.action, "user_role_change"));
    }
  });

  it("refuses an email already in use, on its field", async () => {
    signInAs(bed.ids.admin);
    expect(
      await inviteUser({ email: "MANAGER@example.com", name: "M", role: "manager" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { email: "Someone already signs in with this email address." },
    });
  });

  it("a reset ends the person's sessions and password at once; only the newest link opens", async () => {
    signInAs(bed.ids.admin);
    const before = await person("support@example.com");
    const open = await openSession(bed.handle.db, bed.ids.support, origin);
    const first = await resetUserPassword({ userId: bed.ids.support });
    const second = await resetUserPassword({ userId: bed.ids.support });
    if (!first.ok || !second.ok) throw new Error("not reset");
    const after = await person("support@example.com");
    expect(after!.sessionVersion).toBeGreaterThan(before!.sessionVersion);
    expect(await findSessionUser(bed.handle.db, bed.ids.support, open)).toBeNull();
    expect(await listSessions(bed.handle.db, bed.ids.support)).toEqual([]);
    expect(await verifyPassword(after!.passwordHash, "long enough password")).toBe(false);
    expect(await readLink(bed.handle.db, tokenOf(first.data.link))).toEqual({
      ok: false,
      reason: "used",
    });
    expect((await readLink(bed.handle.db, tokenOf(second.data.link))).ok).toBe(true);
    expect(await resetUserPassword({ userId: bed.ids.admin })).toMatchObject({
      ok: false,
      code: "SELF_CHANGE",
    });
  });

  it("only an admin ends all of someone's sessions, and not their own", async () => {
    const laptop = await openSession(bed.handle.db, bed.ids.compliance, origin);
    signInAs(bed.ids.compliance);
    expect(await endUserSessions({ userId: bed.ids.manager })).toMatchObject({ code: "FORBIDDEN" });
    signInAs(bed.ids.admin);
    // Not their own: the Security page ends those, one by one.
    expect(await endUserSessions({ userId: bed.ids.admin })).toMatchObject({ code: "SELF_CHANGE" });
    expect(await endUserSessions({ userId: bed.ids.compliance })).toMatchObject({ ok: true });
    expect(await findSessionUser(bed.handle.db, bed.ids.compliance, laptop)).toBeNull();
    expect(await listSessions(bed.handle.db, bed.ids.compliance)).toEqual([]);
    const [entry] = await bed.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.end_sessions"), eq(auditLog.outcome, "success")));
    expect(entry).toMatchObject({ actorId: bed.ids.admin, targetId: "compliance@example.com" });
  });

  it("never leaves the console without an enabled admin, even when two admins race", async () => {
    expect(await refuseIfLastAdmin(bed.handle.db, bed.ids.admin)).toBe(
      "This is the last enabled admin: make someone else an admin first.",
    );
    const { id: second } = await createUser(bed.handle.db, {
      email: `admin2-${backend}@example.com`,
      name: "Second Admin",
      role: "admin",
      password: "long enough password",
    });
    expect(await refuseIfLastAdmin(bed.handle.db, bed.ids.admin)).toBeNull();
    // Each disables the other at once: one wins, the other is refused (or no longer an admin).
    const results = await Promise.all([
      (async () => {
        signInAs(bed.ids.admin);
        return setUserDisabled({ userId: second, disabled: true });
      })(),
      (async () => {
        signInAs(second);
        return setUserDisabled({ userId: bed.ids.admin, disabled: true });
      })(),
    ]);
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(1);
    const enabledAdmins = await bed.handle.db
      .select()
      .from(users)
      .where(eq(users.role, "admin"))
      .then((rows) => rows.filter((r) => !r.disabled));
    expect(enabledAdmins.length).toBeGreaterThanOrEqual(1);
  });
});
