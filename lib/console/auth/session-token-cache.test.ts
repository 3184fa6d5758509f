import { decode, encode, type JWTDecodeParams, type JWTEncodeParams } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import {
  REISSUE_AFTER_MS,
  reissuingEncode,
  rememberingDecode,
  TOKENS_KEPT,
} from "./session-token-cache";

// Auth.js's own encode and decode, with real keys, under the remembering wrappers: what is
// answered from memory must be what decryption would answer, and nothing decryption refuses.

const secret = "test-secret-for-session-token-cache-0001";
const salt = "authjs.session-token";
const claims = { sub: "user-a", signedInAt: 1_700_000_000_000, sid: "session-a" };

const decodeJwt = (params: JWTDecodeParams) => decode(params);

function clock(start = Date.now()) {
  let at = start;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

describe("rememberingDecode", () => {
  it("decrypts a token once, then answers the same payload from memory", async () => {
    const underlying = vi.fn(decodeJwt);
    const remembering = rememberingDecode(underlying);
    const token = await encode({ token: claims, secret, salt, maxAge: 1800 });
    const first = await remembering({ token, secret, salt });
    const second = await remembering({ token, secret, salt });
    expect(first).toMatchObject(claims);
    expect(second).toEqual(first);
    expect(underlying).toHaveBeenCalledTimes(1);
  });

  it("decrypts an expired token anew, and so refuses it", async () => {
    const underlying = vi.fn(decodeJwt);
    const remembering = rememberingDecode(underlying);
    const token = await encode({ token: claims, secret, salt, maxAge: 60 });
    await remembering({ token, secret, salt });
    // Past exp and past the 15 s that decryption tolerates: memory does not answer, and
    // decryption refuses.
    vi.useFakeTimers({ now: Date.now() + 80_000, toFake: ["Date"] });
    try {
      await expect(remembering({ token, secret, salt })).rejects.toThrow(/exp/);
      expect(underlying).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers a copy: what a caller writes to the payload is not what the token says next", async () => {
    const remembering = rememberingDecode(decodeJwt);
    const token = await encode({ token: claims, secret, salt, maxAge: 1800 });
    const first = await remembering({ token, secret, salt });
    if (first) first.sub = "someone-else";
    await expect(remembering({ token, secret, salt })).resolves.toMatchObject({ sub: "user-a" });
    const second = await remembering({ token, secret, salt });
    if (second) second.sub = "someone-else";
    await expect(remembering({ token, secret, salt })).resolves.toMatchObject({ sub: "user-a" });
  });

  it("refuses a tampered token, and still answers the genuine one", async () => {
    const remembering = rememberingDecode(decode);
    const token = await encode({ token: claims, secret, salt, maxAge: 1800 });
    await remembering({ token, secret, salt });
    const last = token.at(-2) === "A" ? "B" : "A";
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    await expect(remembering({ token: tampered, secret, salt })).rejects.toThrow();
    await expect(remembering({ token, secret, salt })).resolves.toMatchObject(claims);
  });

  it("does not answer a token under another cookie's salt from memory", async () => {
    const underlying = vi.fn(decodeJwt);
    const remembering = rememberingDecode(underlying);
    const token = await encode({ token: claims, secret, salt, maxAge: 1800 });
    await remembering({ token, secret, salt });
    await expect(
      remembering({ token, secret, salt: "__Secure-authjs.session-token" }),
    ).rejects.toThrow();
    expect(underlying).toHaveBeenCalledTimes(2);
  });

  it("keeps at most TOKENS_KEPT tokens: the longest unused is decrypted again", async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const underlying = vi.fn(async ({ token }: JWTDecodeParams) => ({ sub: token, exp }));
    const remembering = rememberingDecode(underlying);
    for (let i = 0; i <= TOKENS_KEPT; i++) await remembering({ token: `t${i}`, secret, salt });
    expect(underlying).toHaveBeenCalledTimes(TOKENS_KEPT + 1);
    await remembering({ token: `t${TOKENS_KEPT}`, secret, salt });
    expect(underlying).toHaveBeenCalledTimes(TOKENS_KEPT + 1);
    await remembering({ token: "t0", secret, salt });
    expect(underlying).toHaveBeenCalledTimes(TOKENS_KEPT + 2);
  });

  it("asks decryption about a missing token, as Auth.js would", async () => {
    const underlying = vi.fn(decodeJwt);
    await expect(rememberingDecode(underlying)({ secret, salt })).resolves.toBeNull();
    expect(underlying).toHaveBeenCalledTimes(1);
  });
});

describe("reissuingEncode", () => {
  const params = (token: JWTEncodeParams["token"]): JWTEncodeParams => ({
    token,
    secret,
    salt,
    maxAge: 1800,
  });

  it("hands out the same token for the same session within a minute, then a new one", async () => {
    const time = clock();
    const underlying = vi.fn(encode);
    const reissuing = reissuingEncode(underlying, time.now);
    const first = await reissuing(params(claims));
    // What the proxy passes back is the decoded payload, with the last issue's stamps on it.
    const again = await reissuing(params({ ...claims, iat: 1, exp: 2, jti: "other" }));
    expect(again).toBe(first);
    expect(underlying).toHaveBeenCalledTimes(1);
    time.pass(REISSUE_AFTER_MS);
    const later = await reissuing(params(claims));
    expect(later).not.toBe(first);
    expect(underlying).toHaveBeenCalledTimes(2);
    await expect(decode({ token: later, secret, salt })).resolves.toMatchObject(claims);
  });

  it("issues anew for another cookie's salt or another lifetime", async () => {
    const underlying = vi.fn(encode);
    const reissuing = reissuingEncode(underlying);
    const first = await reissuing(params(claims));
    const otherSalt = await reissuing({ ...params(claims), salt: "__Secure-authjs.session-token" });
    const otherLifetime = await reissuing({ ...params(claims), maxAge: 60 });
    expect(new Set([first, otherSalt, otherLifetime]).size).toBe(3);
    expect(underlying).toHaveBeenCalledTimes(3);
  });

  it("never hands one session's token to another session or user", async () => {
    const reissuing = reissuingEncode(encode);
    const a = await reissuing(params(claims));
    const otherSession = await reissuing(params({ ...claims, sid: "session-b" }));
    const otherUser = await reissuing(params({ ...claims, sub: "user-b" }));
    expect(new Set([a, otherSession, otherUser]).size).toBe(3);
    await expect(decode({ token: otherUser, secret, salt })).resolves.toMatchObject({
      sub: "user-b",
      sid: "session-a",
    });
  });
});
