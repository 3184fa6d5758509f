import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINE1_LIMITED_REMITTANCE_VENDORS } from "@/lib/cams";
import { beneficiary, carrierAddress } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { beneficiaries } from "../tables/cards";
import { customers } from "../tables/customers";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { newCustomer, uniquePassport } from "./account-holders";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const LIMITED_VENDOR = LINE1_LIMITED_REMITTANCE_VENDORS[0]!;
const line1 = (length: number) => "9 Long Street ".padEnd(length, "x");

describe.each(testBackends)("remittance beneficiaries over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const create = (customerId: string, body: Record<string, unknown> = {}) =>
    sb.call("POST", `/customers/${customerId}/remittance/beneficiaries`, {
      body: { ...beneficiary, ...body },
    });

  it("creates a beneficiary for the customer (201)", async () => {
    const customerId = await newCustomer(sb);
    const iban = "DE89370400440532013000";
    const response = await create(customerId, { iban });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      customer_id: customerId,
      first_name: beneficiary.first_name,
      last_name: beneficiary.last_name,
      vendor: beneficiary.vendor,
      iban,
      address: carrierAddress,
    });
    const [stored] = await sb.handle.db
      .select()
      .from(beneficiaries)
      .where(eq(beneficiaries.id, response.body.beneficiary_id));
    expect(stored?.customerId).toBe(customerId);
  });

  it("takes vendor and iban as optional", async () => {
    const customerId = await newCustomer(sb);
    const { vendor: _vendor, ...withoutVendor } = beneficiary;
    const response = await sb.call("POST", `/customers/${customerId}/remittance/beneficiaries`, {
      body: withoutVendor,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ vendor: null, iban: null });
  });

  describe("address line_1", () => {
    it.each([
      [LIMITED_VENDOR, 40, 201],
      [LIMITED_VENDOR, 41, 400],
      ["OtherRemit", 40, 201],
      ["OtherRemit", 41, 201],
    ])("for vendor %s, %i characters: %i", async (vendor, length, status) => {
      const customerId = await newCustomer(sb);
      const address = { ...carrierAddress, line_1: line1(length) };
      const response = await create(customerId, { vendor, address });
      expect(response.status).toBe(status);
      if (status === 400) {
        expect(response.body.code).toBe(4000001);
        expect(Object.keys(response.body.errors)).toContain("address.line_1");
      } else {
        expect(response.body.address.line_1).toHaveLength(length);
      }
    });
  });

  it("refuses an invalid name and a missing address", async () => {
    const customerId = await newCustomer(sb);
    const { address: _address, ...withoutAddress } = beneficiary;
    const response = await sb.call("POST", `/customers/${customerId}/remittance/beneficiaries`, {
      body: { ...withoutAddress, first_name: "J4ne" },
    });
    expect(response.body.code).toBe(4000001);
    expect(Object.keys(response.body.errors)).toEqual(
      expect.arrayContaining(["first_name", "address"]),
    );
  });

  it("answers 404 / 4040001 for an unknown customer", async () => {
    for (const id of [UNKNOWN, "not-a-uuid"]) {
      const response = await create(id);
      expect([response.status, response.body.code]).toEqual([404, 4040001]);
    }
  });

  it.each([
    ["AMLHOLD", 4224005],
    ["AMLREJECT", 4224006],
  ])("refuses a customer whose passport starts %s with %s", async (prefix, code) => {
    const customerId = await newCustomer(sb, uniquePassport(prefix));
    const response = await create(customerId);
    expect([response.status, response.body.code]).toEqual([422, code]);
  });

  it("refuses an inactive customer with 4220002 and stores nothing", async () => {
    const customerId = await newCustomer(sb);
    await sb.handle.db
      .update(customers)
      .set({ status: "Inactive" })
      .where(eq(customers.id, customerId));
    const response = await create(customerId);
    expect([response.status, response.body.code]).toEqual([422, 4220002]);
    const stored = await sb.handle.db
      .select()
      .from(beneficiaries)
      .where(eq(beneficiaries.customerId, customerId));
    expect(stored).toEqual([]);
  });
});
