import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@/lib/db/testing";
import { signBody } from "../auth/signature";
import { createSandboxHarness, type SandboxHarness } from "../testing";

describe.each(testBackends)("sandbox transport on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const list = (headers?: Record<string, string | undefined>) =>
    sb.call("GET", "/errorcodes", { headers });

  describe("X-Api-Key", () => {
    it("is required: 403 / 4039902", async () => {
      expect((await list({ "x-api-key": undefined })).body.code).toBe(4039902);
    });
    it("must be the programme's: 401 / 4010002", async () => {
      expect((await list({ "x-api-key": "someone-elses-key" })).body.code).toBe(4010002);
    });
  });

  describe("X-Unique-Id", () => {
    it.each([
      ["missing", undefined],
      ["9 characters", "abcdefghi"],
      ["37 characters", "a".repeat(37)],
      ["a space", "abc def ghij"],
      ["a slash", "abcde/fghij"],
    ])("refuses %s with 400 / 4000002", async (_, value) => {
      expect((await list({ "x-unique-id": value })).body.code).toBe(4000002);
    });

    it.each([
      ["10 characters", "a1-._B2c3d"],
      ["36 characters", "x".repeat(36)],
    ])("accepts %s", async (_, value) => {
      expect((await list({ "x-unique-id": value })).status).toBe(200);
    });

    it("refuses a reuse with 409 / 4090001, even after the first was refused", async () => {
      const id = randomUUID();
      expect((await list({ "x-unique-id": id, authorization: undefined })).body.code).toBe(4039904);
      expect((await list({ "x-unique-id": id })).body.code).toBe(4090001);
    });

    it("refuses a reuse after a read that was answered", async () => {
      const id = randomUUID();
      expect((await list({ "x-unique-id": id })).status).toBe(200);
      expect((await list({ "x-unique-id": id })).body.code).toBe(4090001);
    });

    it("refuses a reuse after the operation refused the first, whether its parameters or its resource", async () => {
      const token = await sb.token();
      const again = (path: string, id: string) =>
        sb.call("GET", path, { token, headers: { "x-unique-id": id } });
      const badPage = randomUUID();
      expect(
        (await again(`/accounts/${randomUUID()}/transactions?page_size=51`, badPage)).body.code,
      ).toBe(4009901);
      expect((await again("/errorcodes", badPage)).body.code).toBe(4090001);
      const unknown = randomUUID();
      expect((await again(`/customers/${randomUUID()}`, unknown)).body.code).toBe(4040001);
      expect((await again("/errorcodes", unknown)).body.code).toBe(4090001);
    });

    it("lets exactly one of 32 concurrent requests with one id through", async () => {
      const id = randomUUID();
      const token = await sb.token();
      const results = await Promise.all(
        Array.from({ length: 32 }, () =>
          sb.call("GET", "/errorcodes/4225064", { token, headers: { "x-unique-id": id } }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.body?.code === 4090001)).toHaveLength(31);
    });
  });

  describe("bearer token", () => {
    it("is required: 403 / 4039904", async () => {
      expect((await sb.call("GET", "/errorcodes", { token: false })).body.code).toBe(4039904);
    });
    it("must be one we issued: 401 / 4010001", async () => {
      expect((await sb.call("GET", "/errorcodes", { token: "forged-token" })).body.code).toBe(
        4010001,
      );
      expect((await list({ authorization: "Basic abc" })).body.code).toBe(4010001);
    });
    it("expires after SANDBOX_TOKEN_TTL_SECONDS: 403 / 4039901", async () => {
      sb.forgetToken();
      const token = await sb.token();
      sb.advance((sb.config.tokenTtlSeconds - 1) * 1000);
      expect((await sb.call("GET", "/errorcodes", { token })).status).toBe(200);
      sb.advance(1000);
      expect((await sb.call("GET", "/errorcodes", { token })).body.code).toBe(4039901);
      sb.forgetToken();
    });
  });

  describe("body", () => {
    const post = (options: Parameters<SandboxHarness["call"]>[2]) =>
      sb.call("POST", "/manage/password", options);
    const body = { current_password: "x", new_password: "y" };

    it("needs a signature: missing or malformed is 403 / 4039903", async () => {
      expect((await post({ body, headers: { "x-signature": undefined } })).body.code).toBe(4039903);
      expect((await post({ body, headers: { "x-signature": "a".repeat(63) } })).body.code).toBe(
        4039903,
      );
      const upper = signBody(JSON.stringify(body), sb.config.signingSecret).toUpperCase();
      expect((await post({ body, headers: { "x-signature": upper } })).body.code).toBe(4039903);
    });
    it("must match its signature: 422 / 4220007", async () => {
      expect(
        (await post({ body, headers: { "x-signature": signBody("{}", sb.config.signingSecret) } }))
          .body.code,
      ).toBe(4220007);
    });
    it("must be application/json: 415 / 4159900", async () => {
      expect((await post({ body, headers: { "content-type": "text/plain" } })).body.code).toBe(
        4159900,
      );
    });
    it("must parse: 400 / 4009900", async () => {
      expect((await post({ raw: '{"current_password":' })).body.code).toBe(4009900);
      expect((await post({})).body.code).toBe(4009900);
    });
    it("may be 1 MiB but not one byte more: 413 / 4139900", async () => {
      const filler = (size: number) => JSON.stringify({ pad: "x".repeat(size - 10) });
      expect(filler(1024 * 1024)).toHaveLength(1024 * 1024);
      expect((await post({ raw: filler(1024 * 1024) })).body.code).not.toBe(4139900);
      expect((await post({ raw: filler(1024 * 1024 + 1) })).body.code).toBe(4139900);
    });
    it("is signed over its bytes: a body that is not UTF-8, signed right, is 400 / 4009900", async () => {
      // `{"current_password":"` + 0xC3 0x28 (a broken two-byte sequence) + `"}`.
      const bytes = Buffer.concat([
        Buffer.from('{"current_password":"'),
        Buffer.from([0xc3, 0x28]),
        Buffer.from('","new_password":"y"}'),
      ]);
      const send = async (signature: string) =>
        sb.app.request("/sandbox/manage/password", {
          method: "POST",
          headers: {
            "x-api-key": sb.config.apiKey,
            "x-unique-id": randomUUID(),
            authorization: `Bearer ${await sb.token()}`,
            "content-type": "application/json",
            "x-signature": signature,
          },
          body: bytes,
        });
      const signed = await send(signBody(bytes, sb.config.signingSecret));
      expect(signed.status).toBe(400);
      expect(await signed.json()).toMatchObject({ code: 4009900 });
      // Signed over the text it would decode to instead: not what was sent.
      const decoded = await send(signBody(bytes.toString("utf8"), sb.config.signingSecret));
      expect(decoded.status).toBe(422);
      expect(await decoded.json()).toMatchObject({ code: 4220007 });
    });
    it("is measured as it streams, whatever Content-Length claims", async () => {
      const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
      let sent = 0;
      const stream = new ReadableStream({
        pull(controller) {
          if (sent++ < 40) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const response = await sb.app.request("/sandbox/manage/password", {
        method: "POST",
        headers: {
          "x-api-key": sb.config.apiKey,
          "x-unique-id": randomUUID(),
          authorization: `Bearer ${await sb.token()}`,
          "content-type": "application/json",
          "content-length": "10",
        },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(response.headers.get("connection")).toBe("close");
      expect(((await response.json()) as { code: number }).code).toBe(4139900);
    });
  });

  it("answers an unknown path with 404 / 4049900", async () => {
    const response = await sb.call("GET", "/no/such/thing");
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(4049900);
  });
});

describe.each(testBackends)("sandbox quota on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend, { quotaPerMinute: 3 });
  });
  afterAll(() => sb.close());

  it("answers 429 / 4299900 with Retry-After past the per-minute quota, and resets next minute", async () => {
    const token = await sb.token(); // the token request is the first of three
    expect((await sb.call("GET", "/errorcodes", { token })).status).toBe(200);
    expect((await sb.call("GET", "/errorcodes", { token })).status).toBe(200);
    const refused = await sb.call("GET", "/errorcodes", { token });
    expect(refused.body.code).toBe(4299900);
    expect(Number(refused.headers.get("retry-after"))).toBe(60);
    sb.advance(60_000);
    expect((await sb.call("GET", "/errorcodes", { token })).status).toBe(200);
  });
});
