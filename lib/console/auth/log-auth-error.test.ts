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

describe("logAuthError", () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  afterEach(() => logged.mockClear());

  it("keeps a refused sign-in out of the error log: the audit log has it", () => {
    logAuthError(new InvalidCredentials("wrong password"));
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs every other problem", () => {
    logAuthError(new MissingSecret("no secret"));
    logAuthError(new Error("database down"));
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
