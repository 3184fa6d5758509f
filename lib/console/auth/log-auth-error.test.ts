import { decode, encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logAuthError } from "./log-auth-error";

/** Auth.js's error classes carry their kind as a static `type`, copied onto each instance. */
class CredentialsSignin extends Error {
  static type = "CredentialsSignin";
  type = (this.constructor as typeof CredentialsSignin).type;
}
class InvalidCredentials extends CredentialsSignin {}
class MissingSecret extends Error {
  type = "MissingSecret";
}
/** Auth.js wraps what decoding the session cookie threw as `cause.err`. */
class JWTSessionError extends Error {
  type = "JWTSessionError";
}

/** What Auth.js's own decode throws for a session token: expired, or tampered with. */
async function decodeFailure(kind: "expired" | "tampered") {
  const secret = "test-secret-for-log-auth-error-00000001";
  const salt = "authjs.session-token";
  const token = await encode({
    token: { sub: "u" },
    secret,
    salt,
    maxAge: kind === "expired" ? -60 : 60,
  });
  const sent = kind === "expired" ? token : `${token.slice(0, -4)}AAAA`;
  return decode({ token: sent, secret, salt }).then(
    () => expect.unreachable("the token decoded"),
    (error: unknown) => error,
  );
}

describe("logAuthError", () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  afterEach(() => logged.mockClear());

  it("keeps a refused sign-in out of the error log: the audit log has it", () => {
    logAuthError(new InvalidCredentials("wrong password"));
    expect(logged).not.toHaveBeenCalled();
  });

  it("keeps a session token past its expiry out of the error log: the session idled out", async () => {
    logAuthError(
      new JWTSessionError("session", { cause: { err: await decodeFailure("expired") } }),
    );
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs a session token that does not decrypt", async () => {
    logAuthError(
      new JWTSessionError("session", { cause: { err: await decodeFailure("tampered") } }),
    );
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("logs every other problem", () => {
    logAuthError(new MissingSecret("no secret"));
    logAuthError(new Error("database down"));
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
