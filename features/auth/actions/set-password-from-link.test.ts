import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, usersByRole } from "@/lib/console/actions/testing";
import { issueLink, NO_PASSWORD } from "@/lib/console/auth/links";
import { verifyPassword } from "@/lib/console/auth/password";
import type { DbHandle } from "@/lib/db";
import { auditLog, type Role, users } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/testing";
import { setPasswordFromLink } from "./set-password-from-link";

describe("setting a password from a one-time link", () => {
  let handle: DbHandle;
  let uninstall: () => void;
  let ids: Record<Role, string>;
  beforeAll(async () => {
    handle = await createTestDb("pglite");
    uninstall = installConsole(handle, {} as CamsClient);
    ids = await usersByRole(handle);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  it("checks the password on its fields, sets it once, ends old sessions, and audits it", async () => {
    await handle.db
      .update(users)
      .set({ passwordHash: NO_PASSWORD })
      .where(eq(users.id, ids.support));
    const token = await issueLink(handle.db, {
      userId: ids.support,
      purpose: "reset",
      createdBy: ids.admin,
    });
    const set = (password: string, confirm = password) =>
      setPasswordFromLink({ token, password, confirm });
    expect(await set("long enough pass", "long enough pas")).toMatchObject({
      ok: false,
      fieldErrors: { confirm: "The two passwords differ: type the same one twice" },
    });
    // 11 characters refused, 12 taken.
    expect(await set("elevenchars")).toMatchObject({
      ok: false,
      fieldErrors: { password: "Use at least 12 characters" },
    });
    const [before] = await handle.db.select().from(users).where(eq(users.id, ids.support));
    expect(await set("twelve chars")).toEqual({ ok: true, data: { email: "support@example.com" } });
    const [after] = await handle.db.select().from(users).where(eq(users.id, ids.support));
    expect(await verifyPassword(after!.passwordHash, "twelve chars")).toBe(true);
    expect(after!.sessionVersion).toBe(before!.sessionVersion + 1);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "user.set_password"));
    expect(entry).toMatchObject({ actorEmail: "support@example.com", detail: "from a reset link" });

    // Spent: the same link, and a made-up one, are refused in words; the password stays.
    expect(await set("another password")).toMatchObject({
      ok: false,
      code: "LINK_USED",
      message:
        "This link was already used: each link works once. Sign in, or ask an admin for a new link.",
    });
    expect(
      await setPasswordFromLink({
        token: "x".repeat(43),
        password: "another password",
        confirm: "another password",
      }),
    ).toMatchObject({ ok: false, code: "LINK_UNKNOWN" });
    const [still] = await handle.db.select().from(users).where(eq(users.id, ids.support));
    expect(await verifyPassword(still!.passwordHash, "twelve chars")).toBe(true);
  });

  it("refuses an expired link in words", async () => {
    const long = new Date(Date.now() - 73 * 3_600_000);
    const token = await issueLink(
      handle.db,
      { userId: ids.manager, purpose: "invite", createdBy: ids.admin },
      long,
    );
    expect(
      await setPasswordFromLink({ token, password: "a good password", confirm: "a good password" }),
    ).toMatchObject({
      ok: false,
      code: "LINK_EXPIRED",
      message: "This link has expired: links work for 72 hours. Ask an admin for a new one.",
    });
  });
});
