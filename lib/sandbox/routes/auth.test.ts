import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";

describe.each(testBackends)("POST /token and /manage/password on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const token = (overrides: Record<string, unknown>) =>
    sb.call("POST", "/token", { body: { ...sb.credentials(), ...overrides }, token: false });

  it("issues a bearer token that works", async () => {
    const response = await token({});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    expect(
      (await sb.call("GET", "/errorcodes", { token: response.body.access_token })).status,
    ).toBe(200);
  });

  it.each([
    ["a wrong password", { password: "Wrong!Password2026" }, 4010001],
    ["another username", { username: "someone.else" }, 4010001],
    ["a username breaking its pattern", { username: "short" }, 4000003],
    ["a client_key breaking its pattern", { client_key: "a-b" }, 4000004],
    ["a client_id breaking its pattern", { client_id: "0123456789abcdef0123456789abcde" }, 4000005],
  ])("refuses %s with %s", async (_, overrides, code) => {
    expect((await token(overrides)).body.code).toBe(code);
  });

  it("refuses a password breaking the rules with 4000001 and errors.password", async () => {
    const response = await token({ password: "short" });
    expect(response.body.code).toBe(4000001);
    expect(response.body.errors.password).toBeDefined();
  });

  it("changes the password: the old one stops working, the new one works", async () => {
    const current = sb.config.password;
    const next = "Changed!Pass2026y";
    expect(
      (
        await sb.call("POST", "/manage/password", {
          body: { current_password: "Wrong!Password2026", new_password: next },
        })
      ).body.code,
    ).toBe(4010001);
    const weak = await sb.call("POST", "/manage/password", {
      body: { current_password: current, new_password: "aaab" },
    });
    expect(weak.body.code).toBe(4000001);
    expect(weak.body.errors.new_password).toBeDefined();

    const oldToken = await sb.token();
    const changed = await sb.call("POST", "/manage/password", {
      body: { current_password: current, new_password: next },
    });
    expect(changed.status).toBe(204);
    expect((await token({ password: current })).body.code).toBe(4010001);
    expect((await token({ password: next })).status).toBe(200);
    // Tokens issued under the old password are revoked with it.
    expect((await sb.call("GET", "/errorcodes", { token: oldToken })).body.code).toBe(4010001);
  });
});
