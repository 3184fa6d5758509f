import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AMOUNT_MAX, ErrorCode } from "@/lib/cams";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { customerAccount } from "./account-holders";

// Hostile or broken input gets the interface's 4xx envelope, naming the field where there is
// one, and never a 500.
describe.each(testBackends)("input edges over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const customer = {
    first_name: "Jane",
    last_name: "Doe",
    kyc_level: "Anonymous",
    nationality: "DE",
  };

  it("refuses a field named like an Object.prototype member, naming it", async () => {
    for (const name of ["constructor", "toString", "hasOwnProperty", "__proto__"]) {
      const raw = JSON.stringify(customer).replace(/^\{/, `{"${name}":1,`);
      const response = await sb.call("POST", "/customers", { raw });
      expect(response.status, name).toBe(400);
      expect(response.body.code).toBe(4000001);
      expect(Object.keys(response.body.errors)).toContain(name);
    }
  });

  it("refuses an email over 254 characters, over 64 before the @, or with a label ending in -", async () => {
    const cases: [string, string][] = [
      [`j@${"x".repeat(4096)}.com`, "Email cannot be longer than 254 characters"],
      [
        `${"j".repeat(65)}@example.com`,
        "The part of the email before @ cannot be longer than 64 characters",
      ],
      ["j@example.m0V-.UI", "Not an email address"],
    ];
    for (const [email, message] of cases) {
      const response = await sb.call("POST", "/customers", { body: { ...customer, email } });
      expect(response.status, email.slice(0, 20)).toBe(400);
      expect(response.body).toMatchObject({ code: 4000001, errors: { email: [message] } });
    }
    const stored = await sb.call("POST", "/customers", {
      body: { ...customer, email: `${"j".repeat(64)}@example.com` },
    });
    expect(stored.status).toBe(201);
  });

  it("refuses an amount past 2^53 minor units with the spec's error, never a 500", async () => {
    const { accountId } = await customerAccount(sb);
    for (const amount of [2 ** 53, 1e300, 1e14]) {
      const response = await sb.call("POST", `/accounts/${accountId}/credit`, {
        body: { amount, currency: "EUR", transaction_code: "AccountLoad" },
      });
      expect(response.status, String(amount)).toBeLessThan(500);
      expect(response.status, String(amount)).toBe(400);
      expect(response.body, String(amount)).toMatchObject({ code: 4000001 });
      expect(Object.keys(response.body.errors), String(amount)).toContain("amount");
    }
  });

  it("refuses a credit that would take a balance past 2^53 minor units with 4225031", async () => {
    const { accountId } = await customerAccount(sb);
    const credit = (amount: number) =>
      sb.call("POST", `/accounts/${accountId}/credit`, {
        body: { amount, currency: "EUR", transaction_code: "AccountLoad" },
      });
    // A hundred of the largest amount the interface takes, and 0.91 more, fill the balance to
    // exactly 2^53 - 1 minor units; one cent more cannot be counted exactly.
    for (let i = 0; i < 100; i++) expect((await credit(AMOUNT_MAX)).status).toBe(201);
    expect((await credit(0.91)).status).toBe(201);
    const over = await credit(0.01);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: ErrorCode.BalanceLimitExceeded });
    const listed = await sb.call("GET", `/accounts/${accountId}/transactions?page_size=1`);
    expect(listed.body.total_count).toBe(101);
  });

  it("answers malformed JSON, deep nesting, a NUL and a lone surrogate with a 4xx", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const bodies = [
      "{",
      `{"first_name": ${deep}}`,
      JSON.stringify({ ...customer, first_name: "Ja\u0000ne" }),
      `{"first_name":"Ja\\ud800ne","last_name":"Doe","kyc_level":"Anonymous","nationality":"DE"}`,
    ];
    for (const raw of bodies) {
      const response = await sb.call("POST", "/customers", { raw });
      expect(response.status, raw.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status, raw.slice(0, 40)).toBeLessThan(500);
    }
  });

  it("refuses a NUL or a lone surrogate in a path or query value on that parameter", async () => {
    for (const [path, field] of [
      ["/simulate/webhooks/%00/redeliver", "webhook_id"],
      ["/customers/%00", "customer_id"],
      ["/customers?last_name=a%00b", "last_name"],
      ["/customers?identification_value=%ED%A0%80", "identification_value"],
    ] as const) {
      const method = path.endsWith("redeliver") ? "POST" : "GET";
      const response = await sb.call(method, path, method === "POST" ? { body: {} } : {});
      expect(response.status, path).toBe(400);
      expect(response.body, path).toMatchObject({ code: ErrorCode.RequestParametersIncorrect });
      expect(Object.keys(response.body.errors), path).toEqual([field]);
    }
    // The same names without the character: answered as usual.
    expect((await sb.call("GET", "/customers?last_name=ab")).status).toBe(200);
  });

  it("refuses a 4 KB name on its field", async () => {
    const response = await sb.call("POST", "/customers", {
      body: { ...customer, first_name: "J".repeat(4096) },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain("first_name");
  });
});
