import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { secondFactorRequiredByDefault } from "../deployment";
import {
  CHALLENGE_MINUTES,
  challengeUser,
  checkSecondFactor,
  confirmEnrolment,
  hasSecondFactor,
  issueChallenge,
  resetSecondFactor,
  secondFactorRequired,
  setSecondFactorRequired,
  spendChallenge,
  startEnrolment,
  unusedRecoveryCodes,
} from "./second-factor";
import { createUser } from "./users";

process.env.AUTH_SECRET ??= "second-factor-test-secret-00000000000";

const at = (iso: string) => new Date(iso);
/** The code an authenticator app shows at this moment. */
const codeAt = (secret: string, when: Date) =>
  generate({ secret, epoch: Math.floor(when.getTime() / 1000) });

describe.each(testBackends)("a second factor on %s", (backend) => {
  let handle: DbHandle;
  let n = 0;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  const newUser = () =>
    createUser(handle.db, {
      email: `totp${n++}@example.com`,
      name: "Tia Totp",
      role: "support",
      password: "Long-enough-passw0rd",
    });

  async function enrolled(now = at("2026-11-27T10:00:00Z")) {
    const user = await newUser();
    const started = await startEnrolment(handle.db, user);
    if (!started) throw new Error("not started");
    const confirmed = await confirmEnrolment(
      handle.db,
      user.id,
      await codeAt(started.secret, now),
      now,
    );
    if (!confirmed.ok) throw new Error("not confirmed");
    return { user, secret: started.secret, recoveryCodes: confirmed.recoveryCodes };
  }

  it("enrols with one right code, then answers ten recovery codes once", async () => {
    const user = await newUser();
    const started = await startEnrolment(handle.db, user);
    expect(started?.uri).toMatch(/^otpauth:\/\/totp\/CAMS%20Console:totp\d+%40example\.com\?/);
    const now = at("2026-11-27T10:00:00Z");
    expect(await confirmEnrolment(handle.db, user.id, "000000", now)).toEqual({ ok: false });
    expect(await hasSecondFactor(handle.db, user.id)).toBe(false);
    const confirmed = await confirmEnrolment(
      handle.db,
      user.id,
      await codeAt(started!.secret, now),
      now,
    );
    expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10);
    expect(await hasSecondFactor(handle.db, user.id)).toBe(true);
    // An enrolled factor is not replaced by starting again.
    expect(await startEnrolment(handle.db, user)).toBeNull();
  });

  it("takes a code once: the same code again inside its window is refused", async () => {
    const { user, secret } = await enrolled();
    const now = at("2026-11-27T10:05:00Z");
    const code = await codeAt(secret, now);
    expect(await checkSecondFactor(handle.db, user.id, code, now)).toBe("code");
    expect(await checkSecondFactor(handle.db, user.id, code, now)).toBeNull();
    expect(
      await checkSecondFactor(handle.db, user.id, code, at("2026-11-27T10:05:20Z")),
    ).toBeNull();
    // The next step's code works.
    const later = at("2026-11-27T10:05:30Z");
    expect(await checkSecondFactor(handle.db, user.id, await codeAt(secret, later), later)).toBe(
      "code",
    );
  });

  it("accepts a code one step either side of now, not two", async () => {
    const { user, secret } = await enrolled();
    const now = at("2026-11-27T11:00:10Z");
    const stale = await codeAt(secret, at("2026-11-27T10:59:10Z"));
    expect(await checkSecondFactor(handle.db, user.id, stale, now)).toBeNull();
    const previous = await codeAt(secret, at("2026-11-27T10:59:40Z"));
    expect(await checkSecondFactor(handle.db, user.id, previous, now)).toBe("code");
  });

  it("one code sent twice at once is accepted once", async () => {
    const { user, secret } = await enrolled();
    const now = at("2026-11-27T12:00:00Z");
    const code = await codeAt(secret, now);
    const results = await Promise.all([
      checkSecondFactor(handle.db, user.id, code, now),
      checkSecondFactor(handle.db, user.id, code, now),
    ]);
    expect(results.filter((r) => r === "code")).toHaveLength(1);
  });

  it("a recovery code works once, typed in any case and without its dash", async () => {
    const { user, recoveryCodes } = await enrolled();
    const code = recoveryCodes[0]!;
    const typed = code.replace("-", "").toUpperCase();
    expect(await checkSecondFactor(handle.db, user.id, typed)).toBe("recovery code");
    expect(await checkSecondFactor(handle.db, user.id, code)).toBeNull();
    expect(await unusedRecoveryCodes(handle.db, user.id)).toBe(9);
    expect(await checkSecondFactor(handle.db, user.id, "zzzzz-zzzzz")).toBeNull();
  });

  it("a reset removes the factor and its codes: the user enrols again", async () => {
    const { user, recoveryCodes } = await enrolled();
    await resetSecondFactor(handle.db, user.id);
    expect(await hasSecondFactor(handle.db, user.id)).toBe(false);
    expect(await checkSecondFactor(handle.db, user.id, recoveryCodes[1]!)).toBeNull();
    expect(await startEnrolment(handle.db, user)).not.toBeNull();
  });

  it("a sign-in challenge holds for five minutes and is spent once", async () => {
    const { user } = await enrolled();
    const now = at("2026-11-27T10:00:00Z");
    const token = await issueChallenge(handle.db, user.id, now);
    const justBefore = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000 - 1);
    expect(await challengeUser(handle.db, token, justBefore)).toBe(user.id);
    const atExpiry = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
    expect(await challengeUser(handle.db, token, atExpiry)).toBeNull();
    expect(await spendChallenge(handle.db, token, now)).toBe(true);
    expect(await spendChallenge(handle.db, token, now)).toBe(false);
    expect(await challengeUser(handle.db, token, now)).toBeNull();
    expect(await challengeUser(handle.db, "not-a-token", now)).toBeNull();
  });

  it("is required in production unless an admin says otherwise, and not in a demo", async () => {
    expect(secondFactorRequiredByDefault({ NODE_ENV: "production" })).toBe(true);
    expect(secondFactorRequiredByDefault({ NODE_ENV: "production", CONSOLE_DEMO: "1" })).toBe(
      false,
    );
    expect(secondFactorRequiredByDefault({ NODE_ENV: "development" })).toBe(false);
    expect(await secondFactorRequired(handle.db, { NODE_ENV: "production" })).toBe(true);
    const { user } = await enrolled();
    await setSecondFactorRequired(handle.db, false, user.id);
    expect(await secondFactorRequired(handle.db, { NODE_ENV: "production" })).toBe(false);
    await setSecondFactorRequired(handle.db, true, user.id);
    expect(
      await secondFactorRequired(handle.db, { NODE_ENV: "production", CONSOLE_DEMO: "1" }),
    ).toBe(true);
  });
});
