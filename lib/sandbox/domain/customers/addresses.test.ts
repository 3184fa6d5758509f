import { describe, expect, it } from "vitest";
import { COUNTRY_CHANGE_REFUSED, ErrorCode } from "@/lib/cams";
import { homeAddress } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { setProgrammeSettings } from "../../tables/programme";
import { kycBody, refusal, useSandboxDb } from "../testing";
import { patchAddress, putAddress } from "./addresses";
import { createCustomer } from "./create";
import { customerView } from "./view";

const workAddress = { ...homeAddress, type: "Work", line_1: "9 Office Park" } as const;

describe.each(testBackends)("customer addresses on %s", (backend) => {
  const sandbox = useSandboxDb(backend);
  let serial = 0;

  async function customerWithHomeAndWork(): Promise<string> {
    serial += 1;
    const body = kycBody(`ADDR${serial}`, { addresses: [homeAddress, workAddress] });
    return (await sandbox.request((ctx) => createCustomer(ctx, body))).customer.id;
  }
  const addressesOf = async (id: string) =>
    (await sandbox.request((ctx) => customerView(ctx, id))).addresses;
  const verification = (enabled: boolean) =>
    setProgrammeSettings(sandbox.handle.db, { userVerificationEnabled: enabled });

  describe("PATCH", () => {
    it("merges the given fields into the address of the body's type, line_3 included", async () => {
      const id = await customerWithHomeAndWork();
      await sandbox.request((ctx) =>
        patchAddress(ctx, id, { type: "Work", line_3: "Floor 3", postal_code: "10117" }),
      );
      const [home, work] = await addressesOf(id);
      expect(home).toMatchObject({ type: "Home", line_1: "1 Main Street", line_3: null });
      expect(work).toEqual({
        type: "Work",
        line_1: "9 Office Park",
        line_2: null,
        line_3: "Floor 3",
        city: "Berlin",
        state: null,
        county: null,
        postal_code: "10117",
        country: "DE",
      });
    });

    it("adds an address of a new type when the merged result is complete", async () => {
      const id = await customerWithHomeAndWork();
      await sandbox.request((ctx) => patchAddress(ctx, id, { ...homeAddress, type: "Postal" }));
      expect((await addressesOf(id)).map((address) => address.type)).toEqual([
        "Home",
        "Work",
        "Postal",
      ]);
    });

    it("refuses a new address without its mandatory fields, naming each", async () => {
      const id = await customerWithHomeAndWork();
      const error = await refusal(
        sandbox.request((ctx) => patchAddress(ctx, id, { type: "Delivery", city: "Bonn" })),
      );
      expect(error.code).toBe(ErrorCode.RequestPayloadIncorrect);
      expect(Object.keys(error.errors ?? {}).sort()).toEqual(["country", "line_1", "postal_code"]);
      expect(await addressesOf(id)).toHaveLength(2);
    });
  });

  describe("PUT", () => {
    it("replaces the address of the body's type whole", async () => {
      const id = await customerWithHomeAndWork();
      await sandbox.request((ctx) =>
        patchAddress(ctx, id, { type: "Home", line_2: "Rear building" }),
      );
      await sandbox.request((ctx) =>
        putAddress(ctx, id, { ...homeAddress, line_1: "2 New Street", city: "Potsdam" }),
      );
      const [home, work] = await addressesOf(id);
      expect(home).toMatchObject({ line_1: "2 New Street", line_2: null, city: "Potsdam" });
      expect(work).toMatchObject({ line_1: "9 Office Park" });
    });
  });

  describe.each([
    ["PATCH", patchAddress],
    ["PUT", putAddress],
  ] as const)("the country rule on %s", (_, change) => {
    const moveTo = (id: string, type: "Home" | "Work", country: "FR" | "DE") =>
      sandbox.request((ctx) =>
        change(ctx, id, { ...homeAddress, type, country, postal_code: "75001" }),
      );

    it("refuses a new Home country when user verification is on", async () => {
      await verification(true);
      const id = await customerWithHomeAndWork();
      const error = await refusal(moveTo(id, "Home", "FR"));
      expect(error.code).toBe(ErrorCode.RequestPayloadIncorrect);
      expect(error.errors).toEqual({ Country: [COUNTRY_CHANGE_REFUSED] });
      expect(COUNTRY_CHANGE_REFUSED).toBe("Country cannot be updated with the provided type");
      expect((await addressesOf(id))[0]).toMatchObject({ country: "DE", postal_code: "10115" });
    });

    it("lets the Home address change otherwise when user verification is on", async () => {
      await verification(true);
      const id = await customerWithHomeAndWork();
      await moveTo(id, "Home", "DE");
      expect((await addressesOf(id))[0]).toMatchObject({ country: "DE", postal_code: "75001" });
    });

    it("lets a Work address change country when user verification is on", async () => {
      await verification(true);
      const id = await customerWithHomeAndWork();
      await moveTo(id, "Work", "FR");
      expect((await addressesOf(id))[1]).toMatchObject({ type: "Work", country: "FR" });
    });

    it("lets a Home address change country when user verification is off", async () => {
      await verification(false);
      const id = await customerWithHomeAndWork();
      await moveTo(id, "Home", "FR");
      expect((await addressesOf(id))[0]).toMatchObject({ type: "Home", country: "FR" });
    });
  });

  it("treats a first Home address as no change of country", async () => {
    await verification(true);
    const body = kycBody("NOHOME01", { kyc_level: "KYB", addresses: [workAddress] });
    const { customer } = await sandbox.request((ctx) => createCustomer(ctx, body));
    await sandbox.request((ctx) => putAddress(ctx, customer.id, { ...homeAddress, country: "FR" }));
    expect((await addressesOf(customer.id))[0]).toMatchObject({ type: "Home", country: "FR" });
  });
});
