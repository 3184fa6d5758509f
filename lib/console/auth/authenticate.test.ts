import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { auditLog, signInThrottle, users } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { authenticate, authenticateSecondFactor } from "./authenticate";
import { confirmEnrolment, startEnrolment } from "./second-factor";
import { ACCOUNT_RULE, ADDRESS_RULE } from "./sign-in-throttle";
import { createUser } from "./users";

const password = "correct horse battery";
process.env.AUTH_SECRET ??= "authenticate-test-secret-0000000000000";

describe.each(testBackends)("authenticate on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    await createUser(handle.db, {
      email: "Pat@Example.com",
      name: "Pat",
      role: "support",
      password,
    });
  });
  afterAll(() => handle.close());

  const auditRows = (email: string) =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.sign_in"), eq(auditLog.targetId, email)));

  it("accepts the right password, whatever the email's case, and audits it", async () => {
    const result = await authenticate(
      handle.db,
      { email: " PAT@example.com ", password },
      "10.0.0.1",
    );
    expect(result).toMatchObject({ ok: true, user: { email: "pat@example.com", role: "support" } });
    const rows = await auditRows("pat@example.com");
    expect(rows.map((r) => [r.outcome, r.ip])).toEqual([["success", "10.0.0.1"]]);
  });

  it("refuses and audits a wrong password and an unknown account alike", async () => {
    expect(
      await authenticate(handle.db, { email: "pat@example.com", password: "nope" }, null),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(await authenticate(handle.db, { email: "ghost@example.com", password }, null)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect((await auditRows("ghost@example.com")).map((r) => r.detail)).toEqual([
      "unknown account",
    ]);
  });

  it("refuses an email past 254 characters before any query or audit row; 254 is looked up", async () => {
    const at254 = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    const long = `${"a".repeat(4096)}@example.com`;
    for (const email of [at254, long]) {
      expect(await authenticate(handle.db, { email, password }, "10.0.0.9")).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    expect(await auditRows(at254)).toHaveLength(1);
    expect(await auditRows(long)).toHaveLength(0);
  });

  it("refuses an email holding a NUL before any query, never throwing", async () => {
    const result = await authenticate(
      handle.db,
      { email: "pat@example.com\u0000", password },
      "10.0.0.8",
    );
    expect(result).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a disabled account even with the right password", async () => {
    await createUser(handle.db, {
      email: "off@example.com",
      name: "Off",
      role: "manager",
      password,
    });
    await handle.db.update(users).set({ disabled: true }).where(eq(users.email, "off@example.com"));
    expect(await authenticate(handle.db, { email: "off@example.com", password }, null)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("slows an account down after the free failures, without checking the password", async () => {
    await createUser(handle.db, {
      email: "slow@example.com",
      name: "Slow",
      role: "manager",
      password,
    });
    for (let i = 0; i < ACCOUNT_RULE.free; i++) {
      await authenticate(handle.db, { email: "slow@example.com", password: "wrong" }, null);
    }
    // Failures are stamped by the database clock, so "now" is read after them.
    const throttled = await authenticate(
      handle.db,
      { email: "slow@example.com", password },
      null,
      new Date(),
    );
    expect(throttled).toEqual({ ok: false, reason: "throttled", retryAfterSeconds: 1 });
    const later = new Date(Date.now() + 2_000);
    expect(
      await authenticate(handle.db, { email: "slow@example.com", password }, null, later),
    ).toMatchObject({ ok: true });
    const outcomes = (await auditRows("slow@example.com")).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === "failure")).toHaveLength(ACCOUNT_RULE.free);
    expect(outcomes.filter((o) => o === "denied")).toHaveLength(1);
  });

  it("checks exactly the free number of passwords when wrong ones arrive all at once", async () => {
    await createUser(handle.db, {
      email: "rush@example.com",
      name: "Rush",
      role: "manager",
      password,
    });
    const attempts = await Promise.all(
      Array.from({ length: 15 }, () =>
        authenticate(handle.db, { email: "rush@example.com", password: "wrong" }, "192.0.2.15"),
      ),
    );
    // A checked password fails as "invalid"; the others wait unchecked.
    expect(attempts.filter((a) => !a.ok && a.reason === "invalid")).toHaveLength(ACCOUNT_RULE.free);
    const outcomes = (await auditRows("rush@example.com")).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === "failure")).toHaveLength(ACCOUNT_RULE.free);
    expect(outcomes.filter((o) => o === "denied")).toHaveLength(15 - ACCOUNT_RULE.free);
  });

  it("counts against the address only the passwords it checked, not attempts an account held", async () => {
    const ip = "192.0.2.44";
    for (let i = 0; i < ACCOUNT_RULE.free + 3; i++) {
      await authenticate(handle.db, { email: "held@example.com", password: "wrong" }, ip);
    }
    const [address] = await handle.db
      .select()
      .from(signInThrottle)
      .where(and(eq(signInThrottle.scope, "address"), eq(signInThrottle.key, ip)));
    expect(address?.failures).toBe(ACCOUNT_RULE.free);
  });

  it("holds a guessing address, while the owner of a guessed account signs in from elsewhere", async () => {
    const targets = Array.from({ length: ADDRESS_RULE.free }, (_, i) => `target${i}@example.com`);
    for (const email of targets) {
      await createUser(handle.db, { email, name: "Target", role: "manager", password });
      expect(await authenticate(handle.db, { email, password: "guess" }, "203.0.113.9")).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    // Failures are stamped by the database clock, so "now" is read after them.
    const now = new Date();
    // The guessing address waits now, even for an account it has not tried yet...
    const held = await authenticate(
      handle.db,
      { email: "target0@example.com", password },
      "203.0.113.9",
      now,
    );
    expect(held).toMatchObject({ ok: false, reason: "throttled" });
    // ...while the owner, from their own address, is not held at all.
    expect(
      await authenticate(
        handle.db,
        { email: "target0@example.com", password },
        "198.51.100.7",
        now,
      ),
    ).toMatchObject({ ok: true });
    const denied = (await auditRows("target0@example.com")).filter((r) => r.outcome === "denied");
    expect(denied.map((r) => r.detail)).toEqual([expect.stringMatching(/^address throttled for/)]);
  });

  describe("with a second factor", () => {
    /** A user with a second factor, the secret their app holds, and their password step. */
    async function enrolledUser(email: string) {
      const user = await createUser(handle.db, { email, name: "Tia", role: "support", password });
      const started = await startEnrolment(handle.db, user);
      const secret = started!.secret;
      const confirmed = await confirmEnrolment(handle.db, user.id, await generate({ secret }));
      expect(confirmed.ok).toBe(true);
      const passwordStep = async () => {
        const result = await authenticate(handle.db, { email, password }, "10.0.0.9");
        if (result.ok || result.reason !== "second-factor") throw new Error("no code asked");
        return result.challenge;
      };
      return { secret, passwordStep };
    }

    it("asks for the code after a right password, and signs in with it once", async () => {
      const email = "tia@example.com";
      const { secret, passwordStep } = await enrolledUser(email);
      const challenge = await passwordStep();
      // 30 s on: the code of the step after the one enrolment used.
      const later = new Date(Date.now() + 30_000);
      const code = await generate({ secret, epoch: Math.floor(later.getTime() / 1000) });
      const input = { challenge, code };
      expect(await authenticateSecondFactor(handle.db, input, "10.0.0.9", later)).toMatchObject({
        ok: true,
        user: { email },
      });
      // The challenge is spent, and so is the code.
      expect(await authenticateSecondFactor(handle.db, input, "10.0.0.9", later)).toEqual({
        ok: false,
        reason: "challenge-ended",
      });
      const again = await passwordStep();
      expect(
        await authenticateSecondFactor(handle.db, { challenge: again, code }, "10.0.0.9", later),
      ).toEqual({ ok: false, reason: "invalid" });
    });

    it("throttles wrong codes per account, and audits each as a failed sign-in", async () => {
      const email = "tom@example.com";
      const { passwordStep } = await enrolledUser(email);
      const challenge = await passwordStep();
      const results = [];
      for (let i = 0; i < ACCOUNT_RULE.free + 1; i++) {
        results.push(
          await authenticateSecondFactor(handle.db, { challenge, code: "000000" }, "10.0.0.9"),
        );
      }
      expect(results.slice(0, ACCOUNT_RULE.free).map((r) => !r.ok && r.reason)).toEqual(
        Array(ACCOUNT_RULE.free).fill("invalid"),
      );
      expect(results.at(-1)).toMatchObject({ ok: false, reason: "throttled" });
      const rows = await auditRows(email);
      expect(rows.filter((r) => r.detail === "wrong second factor code")).toHaveLength(
        ACCOUNT_RULE.free,
      );
      expect(rows.at(-1)?.detail).toMatch(/^second factor throttled for/);
    });
  });
});
