import { describe, expect, it } from "vitest";
import { managePasswordRequest, requestHeaders, tokenRequest, tokenResponse } from "./auth";
import { errorResponse } from "./error";

const sandbox = {
  username: "programme.admin",
  password: "Sandbox!Pass2026x",
  client_id: "0123456789abcdef0123456789abcdef",
  client_key: "sandbox_client",
};

describe("token", () => {
  it("accepts the sandbox's default credentials", () => {
    expect(tokenRequest.parse(sandbox)).toEqual(sandbox);
  });

  it.each([
    ["username", "admin"],
    ["password", "short"],
    ["client_id", "0123"],
    ["client_key", "a b"],
  ])("refuses a bad %s on its own path", (field, value) => {
    const paths = tokenRequest
      .safeParse({ ...sandbox, [field]: value })
      .error?.issues.map((i) => i.path.join("."));
    expect(new Set(paths)).toEqual(new Set([field]));
  });

  it("reads the token answer tolerantly", () => {
    const answer = { access_token: "t", token_type: "Bearer", expires_in: 3600, scope: "all" };
    expect(tokenResponse.parse(answer)).toEqual(answer);
  });
});

it("manage/password checks both passwords and that they differ", () => {
  const current_password = sandbox.password;
  expect(
    managePasswordRequest.safeParse({ current_password, new_password: "Another!Pass2026y" })
      .success,
  ).toBe(true);
  expect(
    managePasswordRequest.safeParse({ current_password, new_password: "weak" }).error?.issues[0]
      ?.path,
  ).toEqual(["new_password"]);
  expect(
    managePasswordRequest.safeParse({ current_password, new_password: current_password }).error
      ?.issues[0]?.path,
  ).toEqual(["new_password"]);
});

describe("headers", () => {
  it.each([
    [{ "x-unique-id": "123e4567-e89b-12d3-a456-426614174000", authorization: "Bearer abc" }, true],
    [{ "x-unique-id": "short" }, false],
    [{ authorization: "Basic abc" }, false],
    [{ "x-signature": "a".repeat(64) }, true],
    [{ "x-signature": "A".repeat(64) }, false],
    [{ "x-signature": "a".repeat(63) }, false],
    [{ "content-type": "application/json" }, true],
  ])("%j → %s", (headers, ok) => {
    expect(requestHeaders.safeParse(headers).success).toBe(ok);
  });
});

it("error bodies hold at least code, and errors when validation failed", () => {
  expect(
    errorResponse.safeParse({ code: 4000001, errors: { Country: ["cannot be updated"] } }).success,
  ).toBe(true);
  expect(errorResponse.safeParse({ detail: "x" }).success).toBe(false);
});
