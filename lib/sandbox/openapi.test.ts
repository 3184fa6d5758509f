import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  creditDebitRequest,
  customerCreateRequest,
  FORBIDDEN_NAME_CHARACTERS,
  firstName,
  iban,
  NAME_PATTERN,
  operationList,
  PASSWORD_PATTERN,
  password,
  transactionCodes,
} from "@/lib/cams";
import { anonymousCustomer, kycCustomer, VALID_IBAN } from "@/lib/cams/__fixtures__/bodies";
import { openApiDocument } from "./openapi";

// The published contract against the rules the sandbox enforces (issue 24, item 9): what the
// document refuses, the sandbox refuses, and (where JSON Schema can say it) the reverse.

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema node, read loosely
type Schema = Record<string, any>;

const doc = openApiDocument("http://sandbox.test/sandbox") as unknown as Schema;
const operation = (path: string, method: string): Schema => doc.paths[path][method];
const bodySchema = (path: string, method = "post"): Schema =>
  operation(path, method).requestBody.content["application/json"].schema;

/** Exact decimal of a JSON number: 0.29 is 29 × 10^-2, not the nearest double. */
function decimal(value: number): { digits: bigint; scale: number } {
  const [mantissa = "", exponent = "0"] = String(value).toLowerCase().split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** multipleOf read as JSON means it: on the decimals as written. */
function isMultipleOf(value: number, step: number): boolean {
  const a = decimal(value);
  const b = decimal(step);
  const scale = Math.max(a.scale, b.scale);
  const scaled = (d: { digits: bigint; scale: number }) =>
    d.digits * 10n ** BigInt(scale - d.scale);
  return scaled(a) % scaled(b) === 0n;
}

const typeOf = (value: unknown) =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "array"
      : Number.isInteger(value)
        ? "integer"
        : typeof value;

/**
 * Whether a JSON Schema admits a value: the keywords the document uses, as JSON Schema 2020-12
 * reads them (lengths in code points, patterns with the u flag).
 */
function admits(schema: Schema, value: unknown): boolean {
  if (schema.type) {
    const types = [schema.type].flat();
    const type = typeOf(value);
    if (!types.includes(type) && !(type === "integer" && types.includes("number"))) return false;
  }
  if (schema.enum && !schema.enum.includes(value)) return false;
  if ("const" in schema && schema.const !== value) return false;
  if (schema.not && admits(schema.not, value)) return false;
  if (schema.allOf && !schema.allOf.every((s: Schema) => admits(s, value))) return false;
  if (schema.anyOf && !schema.anyOf.some((s: Schema) => admits(s, value))) return false;
  if (schema.if && admits(schema.if, value) && schema.then && !admits(schema.then, value))
    return false;
  if (typeof value === "string") {
    const length = [...value].length;
    if (length < (schema.minLength ?? 0) || length > (schema.maxLength ?? Infinity)) return false;
    if (schema.pattern && !new RegExp(schema.pattern, "u").test(value)) return false;
  }
  if (typeof value === "number") {
    if (schema.multipleOf !== undefined && !isMultipleOf(value, schema.multipleOf)) return false;
    if (schema.exclusiveMinimum !== undefined && !(value > schema.exclusiveMinimum)) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
  }
  if (Array.isArray(value)) {
    if (value.length < (schema.minItems ?? 0)) return false;
    if (schema.items && !value.every((item) => admits(schema.items, item))) return false;
    if (schema.contains && !value.some((item) => admits(schema.contains, item))) return false;
  }
  if (typeOf(value) === "object") {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    if (keys.length < (schema.minProperties ?? 0)) return false;
    if ((schema.required ?? []).some((key: string) => !(key in object))) return false;
    const properties: Schema = schema.properties ?? {};
    for (const key of keys) {
      if (key in properties) {
        if (!admits(properties[key], object[key])) return false;
      } else if (schema.additionalProperties === false) return false;
    }
  }
  return true;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe("the OpenAPI document's responses and headers", () => {
  const operations = operationList.map((op) => ({
    op,
    object: operation(op.path, op.method.toLowerCase()),
  }));
  const resolve = (response: Schema): Schema =>
    response.$ref ? doc.components.responses[response.$ref.split("/").at(-1) as string] : response;

  it("declares each operation's success statuses and the error statuses it can answer", () => {
    for (const { op, object } of operations) {
      const statuses = Object.keys(object.responses);
      const expected = ["400", "401", "403", "409", "429", "500", "503"];
      if (Object.keys(op.pathParams.shape).length > 0) expected.push("404");
      if (op.method !== "GET") expected.push("413", "415", "422");
      expect(statuses, op.id).toEqual(
        expect.arrayContaining([...op.successStatuses.map(String), ...expected, "default"]),
      );
    }
    expect(Object.keys(operation("/customers", "post").responses)).toEqual(
      expect.arrayContaining(["201", "206"]),
    );
  });

  it("answers every error status with the envelope, narrowed to that status's codes", () => {
    for (const { op, object } of operations) {
      for (const [status, response] of Object.entries(object.responses as Schema)) {
        if (status.startsWith("2")) continue;
        const schema = resolve(response).content["application/json"].schema;
        expect(schema.required, `${op.id} ${status}`).toEqual(["code", "detail", "status_code"]);
        expect(schema.additionalProperties).toBe(false);
        if (status === "default") continue;
        expect(schema.properties.code.enum.length, `${op.id} ${status}`).toBeGreaterThan(0);
        for (const code of schema.properties.code.enum) {
          expect(String(code).slice(0, 3)).toBe(status);
        }
      }
    }
    const unprocessable = resolve(
      operation("/accounts/{account_id}/debit", "post").responses["422"],
    );
    expect(unprocessable.content["application/json"].schema.properties.code.enum).toContain(
      4225064,
    );
  });

  it("declares Retry-After on 429 and 503", () => {
    const responses = operation("/customers", "get").responses;
    expect(resolve(responses["429"]).headers["Retry-After"]).toMatchObject({ required: true });
    expect(resolve(responses["503"]).headers["Retry-After"]).toMatchObject({ required: true });
  });

  it("declares X-Unique-Id everywhere and X-Signature on bodies, with their patterns", () => {
    for (const { op, object } of operations) {
      const headers = Object.fromEntries(
        (object.parameters as Schema[]).filter((p) => p.in === "header").map((p) => [p.name, p]),
      );
      expect(headers["X-Unique-Id"]?.schema.minLength, op.id).toBe(10);
      expect(headers["X-Signature"]?.schema.pattern, op.id).toBe(
        op.method === "GET" ? undefined : "^[0-9a-f]{64}$",
      );
    }
    const uniqueId = operation("/customers", "get").parameters.find(
      (p: Schema) => p.name === "X-Unique-Id",
    ).schema;
    expect(admits(uniqueId, "2f1c9a4e-1b7d-4f7a-9c11-0b0d1b2c3d4e")).toBe(true);
    expect(admits(uniqueId, "short")).toBe(false);
    expect(admits(uniqueId, "has spaces in it")).toBe(false);
  });
});

describe("the OpenAPI document's field rules, as the sandbox enforces them", () => {
  it("writes every pattern as JSON Schema reads it: ECMA-262 with the u flag", () => {
    const patterns: string[] = [];
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== "object") return;
      const { pattern } = node as Schema;
      if (typeof pattern === "string") patterns.push(pattern);
      for (const child of Object.values(node)) walk(child);
    };
    walk(doc);
    expect(patterns.length).toBeGreaterThan(20);
    for (const pattern of new Set(patterns)) expect(() => new RegExp(pattern, "u")).not.toThrow();
  });

  const credit = bodySchema("/accounts/{account_id}/credit");

  it("publishes transaction_code's seven values and amounts of at most 2 decimals", () => {
    expect(credit.properties.transaction_code.enum).toEqual([...transactionCodes]);
    expect(credit.properties.transaction_code.enum).toHaveLength(7);
    expect(credit.properties.amount.multipleOf).toBe(0.01);
    expect(admits(credit, { amount: 0.29, transaction_code: "AccountLoad" })).toBe(true);
    expect(admits(credit, { amount: 1.005, transaction_code: "AccountLoad" })).toBe(false);
    expect(admits(credit, { amount: 1.5, currency: "JPY", transaction_code: "CashLoad" })).toBe(
      false,
    );
    expect(admits(credit, { amount: 150, currency: "JPY", transaction_code: "CashLoad" })).toBe(
      true,
    );
  });

  it("refuses a credit body exactly when the sandbox does, over amount, currency and code", () => {
    const amount = fc.oneof(
      fc.integer({ min: -5, max: 100_000 }).map((cents) => cents / 100),
      fc.integer({ min: 1, max: 100_000 }).map((mills) => mills / 1000),
      fc.double({ min: 0, max: 1e6, noNaN: true }),
      fc.integer({ min: 0, max: 10_000 }),
    );
    const currency = fc.option(fc.constantFrom("EUR", "JPY", "KWD", "CLF", "XAF", "usd"), {
      nil: undefined,
    });
    const code = fc.constantFrom(...transactionCodes, "Refund", "");
    fc.assert(
      fc.property(amount, currency, code, (value, cur, transactionCode) => {
        const body = {
          amount: value,
          transaction_code: transactionCode,
          ...(cur ? { currency: cur } : {}),
        };
        return admits(credit, body) === accepts(creditDebitRequest, body);
      }),
      { numRuns: 2000 },
    );
  });

  it("publishes the name rules as one pattern that agrees with the sandbox's checks", () => {
    const name = bodySchema("/customers").properties.first_name;
    expect(name.pattern).toBe(NAME_PATTERN.source);
    const unit = fc.oneof(
      fc.constantFrom(..."AbcÉéßñ'-.,`\"", "\u00e9", "\u4e2d", "\u{1d4d0}", "\ud800"),
      fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u3000", "\ufeff"),
      fc.constantFrom(...FORBIDDEN_NAME_CHARACTERS, "0", "9", "\u0663", "\u{1d7ce}"),
    );
    // At most 25 code points: 50 UTF-16 units, so only the characters decide (the sandbox counts
    // UTF-16 units, JSON Schema code points: the description says so).
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 25 }), (value) => {
        return admits(name, value) === accepts(firstName, value);
      }),
      { numRuns: 5000 },
    );
    expect(admits(name, "Mary J")).toBe(false);
    expect(admits(name, "Mary-Jane O'Neil")).toBe(true);
  });

  it("publishes the /token password rules as one pattern that agrees with the sandbox's", () => {
    const schema = bodySchema("/token").properties.password;
    expect(schema.pattern).toBe(PASSWORD_PATTERN.source);
    const unit = fc.constantFrom(..."aAbBzZ09!@#$%^&*", "-", " ", "é");
    fc.assert(
      fc.property(fc.string({ unit, minLength: 10, maxLength: 34 }), (value) => {
        return admits(schema, value) === accepts(password, value);
      }),
      { numRuns: 5000 },
    );
    expect(admits(schema, "Sandbox-Pass1!x")).toBe(false);
    expect(admits(schema, "SandboxPass1!xyz")).toBe(true);
    expect(admits(schema, "SandboxPasss1!xyz")).toBe(false);
  });

  it("publishes the IBAN's shape: what it refuses the sandbox refuses; the check digits in words", () => {
    const schema = bodySchema("/accounts/{account_id}/outgoing-credit-transfer").properties.creditor
      .properties.iban;
    expect(schema.description).toMatch(/check digits/);
    expect(admits(schema, VALID_IBAN)).toBe(true);
    const unit = fc.constantFrom(..."DE0189AZ ", "d");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 36 }), (value) => {
        return admits(schema, value) || !accepts(iban, value);
      }),
    );
  });

  it("publishes the KYC level's mandatory fields as if/then, as the sandbox checks them", () => {
    const schema = bodySchema("/customers");
    expect(schema.description).toMatch(/at most 70 characters/);
    const { identifications, addresses, ...bare } = kycCustomer as Record<string, unknown>;
    const cases = [
      kycCustomer,
      anonymousCustomer,
      bare,
      { ...bare, identifications },
      { ...bare, addresses },
      { ...kycCustomer, addresses: [{ ...(addresses as Schema[])[0], type: "Business" }] },
      { ...kycCustomer, identifications: [] },
      { ...kycCustomer, kyc_level: "KYB", addresses: [] },
    ];
    for (const body of cases) {
      expect(admits(schema, body), JSON.stringify(body)).toBe(accepts(customerCreateRequest, body));
    }
  });
});
