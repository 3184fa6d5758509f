import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spendControlRules } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness, type SandboxResponse } from "../testing";

const BIN = "41111122";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const periodicities = [
  { period: "PerTransaction", max_amount: 250 },
  { period: "Daily", max_amount: 1000, max_count: 10 },
  { period: "Lifetime", max_count: 500 },
];

describe.each(testBackends)("spend control groups over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const create = (body: Record<string, unknown> = {}) =>
    sb.call("POST", "/control/spend", { body: { ...spendControlRules, bin: BIN, ...body } });
  const path = (id: string) => `/control/spend/${id}`;
  const createdId = async (body: Record<string, unknown> = {}) => {
    const response = await create(body);
    expect(response.status).toBe(201);
    return response.body.id as string;
  };
  const expectInvalid = (response: SandboxResponse, field: string) => {
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(4000001);
    expect(Object.keys(response.body.errors)).toContain(field);
  };

  it("creates a group (201, its id as `id`) and reads it back", async () => {
    const created = await create({ periodicities });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...spendControlRules,
      bin: BIN,
      periodicities,
      periodicity: null,
    });
    expect(created.body.id).toEqual(expect.any(String));
    const read = await sb.call("GET", path(created.body.id));
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it("accepts the deprecated periodicity and returns it as given", async () => {
    const periodicity = { period: "Monthly", max_amount: 300 };
    const created = await create({ periodicity });
    expect(created.body).toMatchObject({ periodicity, periodicities: [] });
    expect((await sb.call("GET", path(created.body.id))).body.periodicity).toEqual(periodicity);
  });

  it("refuses a periodicities item without a limit, an unknown period and a repeated period", async () => {
    expectInvalid(await create({ periodicities: [{ period: "Daily" }] }), "periodicities[0]");
    expectInvalid(
      await create({ periodicities: [{ period: "Fortnightly", max_count: 1 }] }),
      "periodicities[0].period",
    );
    expectInvalid(
      await create({
        periodicities: [
          { period: "Daily", max_count: 1 },
          { period: "Daily", max_amount: 5 },
        ],
      }),
      "periodicities",
    );
  });

  it("requires merchant category codes of 4 digits and countries as terminal locations", async () => {
    expectInvalid(await create({ merchant_category_codes: ["541"] }), "merchant_category_codes[0]");
    expectInvalid(
      await create({ merchant_category_codes: ["5411", "54111"] }),
      "merchant_category_codes[1]",
    );
    expectInvalid(await create({ terminal_locations: ["DEU"] }), "terminal_locations[0]");
  });

  it("refuses the removed fields merchant and card_acceptor", async () => {
    expectInvalid(await create({ merchant: "ACME" }), "merchant");
    expectInvalid(await create({ card_acceptor: "ACME" }), "card_acceptor");
    const id = await createdId();
    expectInvalid(await sb.call("PATCH", path(id), { body: { merchant: "ACME" } }), "merchant");
  });

  it("requires bin on create", async () => {
    const response = await sb.call("POST", "/control/spend", { body: spendControlRules });
    expectInvalid(response, "bin");
  });

  it("PATCH changes only the given fields", async () => {
    const id = await createdId({ periodicities });
    sb.advance(60_000);
    const patched = await sb.call("PATCH", path(id), {
      body: { is_enabled: false, terminal_ids: ["T-1"] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      ...spendControlRules,
      bin: BIN,
      is_enabled: false,
      terminal_ids: ["T-1"],
      periodicities,
    });
    expect(patched.body.updated_date).not.toBe(patched.body.created_date);
    expect((await sb.call("GET", path(id))).body).toEqual(patched.body);
  });

  it("PUT replaces everything but bin, removing limits it leaves out", async () => {
    const id = await createdId({ periodicities, periodicity: { period: "Daily", max_amount: 5 } });
    const replacement = {
      name: "Travel",
      is_enabled: true,
      merchant_category_codes: ["4511"],
      merchant_ids: ["AIRLINE-1"],
      terminal_locations: ["FR", "IE"],
      terminal_ids: [],
    };
    const put = await sb.call("PUT", path(id), { body: replacement });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      ...replacement,
      id,
      bin: BIN,
      periodicity: null,
      periodicities: [],
    });
    expect((await sb.call("GET", path(id))).body).toEqual(put.body);
  });

  it("PUT requires the full model", async () => {
    const id = await createdId();
    const { terminal_ids: _left, ...partial } = spendControlRules;
    expectInvalid(await sb.call("PUT", path(id), { body: partial }), "terminal_ids");
  });

  it.each(["PATCH", "PUT"])("%s cannot change bin", async (method) => {
    const id = await createdId();
    const body = method === "PUT" ? { ...spendControlRules, bin: "422222" } : { bin: "422222" };
    expectInvalid(await sb.call(method, path(id), { body }), "bin");
    expect((await sb.call("GET", path(id))).body.bin).toBe(BIN);
  });

  it.each([
    ["GET", undefined],
    ["PATCH", { is_enabled: false }],
    ["PUT", spendControlRules],
  ] as const)("%s of an unknown group is 404 / 4040001", async (method, body) => {
    for (const id of [UNKNOWN, "not-a-uuid"]) {
      const response = await sb.call(method, path(id), { body });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(4040001);
    }
  });
});
