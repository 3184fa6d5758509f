import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "./webhook-signature";

// The Standard Webhooks known-answer vector.
const vector = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
};
const expected = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";

const at = (offsetSeconds: number) => new Date((vector.timestamp + offsetSeconds) * 1000);
const verify = (
  overrides: { signature?: string; timestamp?: string; body?: string; secret?: string },
  now = at(0),
) =>
  verifyWebhook({
    secret: overrides.secret ?? vector.secret,
    headers: {
      id: vector.id,
      timestamp: overrides.timestamp ?? String(vector.timestamp),
      signature: overrides.signature ?? expected,
    },
    body: overrides.body ?? vector.body,
    now,
  });

describe("Standard Webhooks signatures", () => {
  it("signs the known-answer vector", async () => {
    expect(await signWebhook(vector)).toBe(expected);
  });

  it("uses a plain secret's UTF-8 bytes as the key", async () => {
    const plain = await signWebhook({ ...vector, secret: "sandbox-webhook-secret" });
    expect(plain).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(plain).not.toBe(expected);
  });

  it("accepts the vector, and any one of several signatures", async () => {
    expect(await verify({})).toEqual({ ok: true });
    expect(await verify({ signature: `v1,bogus ${expected}` })).toEqual({ ok: true });
  });

  it.each([
    ["a changed body", { body: '{"test": 2432232315}' }],
    ["another secret", { secret: "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }],
    ["a truncated signature", { signature: expected.slice(0, -2) }],
  ])("refuses %s", async (_, overrides) => {
    expect(await verify(overrides)).toEqual({ ok: false, reason: "signature" });
  });

  it("accepts a timestamp 299 s away and refuses one 301 s away, either side", async () => {
    for (const offset of [299, -299]) expect((await verify({}, at(offset))).ok).toBe(true);
    for (const offset of [301, -301])
      expect(await verify({}, at(offset))).toEqual({ ok: false, reason: "timestamp" });
  });

  it("refuses missing headers and a timestamp that is not whole seconds", async () => {
    expect(
      await verifyWebhook({
        secret: vector.secret,
        headers: { id: vector.id },
        body: vector.body,
        now: at(0),
      }),
    ).toEqual({
      ok: false,
      reason: "missing-headers",
    });
    expect(await verify({ timestamp: "1614265330.5" })).toEqual({ ok: false, reason: "timestamp" });
  });
});
