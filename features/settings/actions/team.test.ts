import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { LINK_VALID_HOURS, readLink } from "@/lib/console/auth/links";
import { verifyPassword } from "@/lib/console/auth/password";
import { createUser, refuseIfLastAdmin } from "@/lib/console/auth/users";
import type { DbHandle } from "@/lib/db";
import { approvalPolicies, type Role, userLinks, users } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { inviteUser } from "./invite-user";
import { resetUserPassword } from "./reset-user-password";
import { setUserDisabled } from "./set-user-disabled";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

const tokenOf = (link: string) => link.slice("/welcome/".length);

describe.each(testBackends)("the team, managed in the console, on %s", (backend) => {
  let handle: DbHandle;
  let uninstall: () => void;
  let ids: Record<Role, string>;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    uninstall = installConsole(handle, {} as CamsClient);
    ids = await usersByRole(handle);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });
  const person = async (email: string) =>
    (await handle.db.select().from(users).where(eq(users.email, email)))[0];

  it("an admin invites a person, who has no password until their link, valid 72 hours, is used", async () => {
    signInAs(ids.manager);
    expect(await inviteUser({ email: "x@example.com", name: "X", role: "support" })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    signInAs(ids.admin);
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
    const link = await readLink(handle.db, token);
    expect(link).toMatchObject({ ok: true, purpose: "invite" });
    // It opens until exactly 72 hours after it was made, and not at that instant.
    const [row] = await handle.db.select().from(userLinks).where(eq(userLinks.userId, before!.id));
    const expiry = row!.expiresAt.getTime();
    expect(Math.abs(expiry - Date.now() - LINK_VALID_HOURS * 3_600_000)).toBeLessThan(10_000);
    expect((await readLink(handle.db, token, new Date(expiry - 1))).ok).toBe(true);
    expect(await readLink(handle.db, token, new Date(expiry))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("holds an invitation for a second admin when role changes need one: no second identity alone", async () => {
    await handle.db
      .insert(approvalPolicies)
      .values({ action: "user_role_change", mode: "always", approverRole: "admin" })
      .onConflictDoUpdate({ target: approvalPolicies.action, set: { mode: "always" } });
    signInAs(ids.admin);
    const held = await inviteUser({
      email: "me-again@example.com",
      name: "Me Again",
      role: "admin",
    });
    expect(held).toMatchObject({ ok: true, pending: { requestId: expect.any(String) } });
    expect(await person("me-again@example.com")).toBeUndefined();
    await handle.db
      .update(approvalPolicies)
      .set({ mode: "off" })
      .where(eq(approvalPolicies.action, "user_role_change"));
  });

  it("refuses an email already in use, on its field", async () => {
    signInAs(ids.admin);
    expect(
      await inviteUser({ email: "MANAGER@example.com", name: "M", role: "manager" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { email: "Someone already signs in with this email address." },
    });
  });

  it("a reset ends the person's sessions and password at once; only the newest link opens", async () => {
    signInAs(ids.admin);
    const before = await person("support@example.com");
    const first = await resetUserPassword({ userId: ids.support });
    const second = await resetUserPassword({ userId: ids.support });
    if (!first.ok || !second.ok) throw new Error("not reset");
    const after = await person("support@example.com");
    expect(after!.sessionVersion).toBeGreaterThan(before!.sessionVersion);
    expect(await verifyPassword(after!.passwordHash, "long enough password")).toBe(false);
    expect(await readLink(handle.db, tokenOf(first.data.link))).toEqual({
      ok: false,
      reason: "used",
    });
    expect((await readLink(handle.db, tokenOf(second.data.link))).ok).toBe(true);
    expect(await resetUserPassword({ userId: ids.admin })).toMatchObject({
      ok: false,
      code: "SELF_CHANGE",
    });
  });

  it("never leaves the console without an enabled admin, even when two admins race", async () => {
    expect(await refuseIfLastAdmin(handle.db, ids.admin)).toBe(
      "This is the last enabled admin: make someone else an admin first.",
    );
    const { id: second } = await createUser(handle.db, {
      email: `admin2-${backend}@example.com`,
      name: "Second Admin",
      role: "admin",
      password: "long enough password",
    });
    expect(await refuseIfLastAdmin(handle.db, ids.admin)).toBeNull();
    // Each disables the other at once: one wins, the other is refused (or no longer an admin).
    const results = await Promise.all([
      (async () => {
        signInAs(ids.admin);
        return setUserDisabled({ userId: second, disabled: true });
      })(),
      (async () => {
        signInAs(second);
        return setUserDisabled({ userId: ids.admin, disabled: true });
      })(),
    ]);
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(1);
    const enabledAdmins = await handle.db
      .select()
      .from(users)
      .where(eq(users.role, "admin"))
      .then((rows) => rows.filter((r) => !r.disabled));
    expect(enabledAdmins.length).toBeGreaterThanOrEqual(1);
  });
});
