import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/cams";
import { testBackends } from "@/lib/db/testing";
import { customerIdentifications, customers } from "../../tables/customers";
import { type customerBody, kycBody, refusal, useSandboxDb } from "../testing";
import { createCustomer } from "./create";
import { customerView } from "./view";

describe.each(testBackends)("creating customers on %s", (backend) => {
  const sandbox = useSandboxDb(backend);

  const create = (body: ReturnType<typeof customerBody>) =>
    sandbox.request((ctx) => createCustomer(ctx, body));
  const customerCount = async () => {
    const [row] = await sandbox.handle.db.select({ n: count() }).from(customers);
    return row!.n;
  };

  it("stores the customer with its identifications, addresses and phones", async () => {
    const { customer } = await create(
      kycBody("C01X00T47", { mobile_number: "+491701234567", landline_number: "+49301234567" }),
    );
    const view = await sandbox.request((ctx) => customerView(ctx, customer.id));
    expect(view).toMatchObject({
      customer_id: customer.id,
      kyc_level: "KYC",
      status: "Active",
      nationality: "DE",
      birth_country: "DE",
      identifications: [{ type: "Passport", value: "C01X00T47", issuing_country: null }],
      addresses: [{ type: "Home", line_1: "1 Main Street", country: "DE", line_3: null }],
      phones: [
        { type: "Mobile", number: "+491701234567" },
        { type: "Landline", number: "+49301234567" },
      ],
      risk_profile: { profession: "Employee_Worker" },
      accounts: [],
      cards: [],
    });
    expect(view.created_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it.each([
    ["AMLHOLD0001", "OnHold"],
    ["AMLREJECT01", "Rejected"],
    ["amlhold0002", "OnHold"],
    ["XAMLHOLD003", "Active"],
    ["P0000AML", "Active"],
  ])("runs the AML check: an identification %s gives %s", async (value, status) => {
    const { customer } = await create(kycBody(value));
    expect(customer.status).toBe(status);
  });

  it("lets a rejection outweigh a hold", async () => {
    const { customer } = await create(
      kycBody("AMLHOLD0100", {
        identifications: [
          { type: "Passport", value: "AMLHOLD0100" },
          { type: "NationalId", value: "AMLREJECT0100" },
        ],
      }),
    );
    expect(customer.status).toBe("Rejected");
  });

  it("refuses an identification another customer holds, in any letter case, and keeps nothing", async () => {
    await create(kycBody("DUP0001"));
    const before = await customerCount();
    const error = await refusal(create(kycBody("dup0001")));
    expect(error.code).toBe(ErrorCode.CustomerDetailsAlreadyUsed);
    expect(await customerCount()).toBe(before);
  });

  it("accepts the same value as a document of another type", async () => {
    await create(kycBody("SAME0001"));
    const { customer } = await create(
      kycBody("OTHER0001", { identifications: [{ type: "NationalId", value: "SAME0001" }] }),
    );
    expect(customer.status).toBe("Active");
  });

  it("refuses two identifications or addresses of one type in one request", async () => {
    const error = await refusal(
      create(
        kycBody("TWICE0001", {
          identifications: [
            { type: "Passport", value: "TWICE0001" },
            { type: "Passport", value: "TWICE0002" },
          ],
        }),
      ),
    );
    expect(error.code).toBe(ErrorCode.RequestPayloadIncorrect);
    expect(error.errors).toEqual({
      "identifications[1].type": ["Another item of identifications already has type Passport"],
    });
  });

  it.runIf(backend === "postgres")(
    "lets exactly one of two concurrent creates with one document through",
    async () => {
      const body = kycBody("RACE0001");
      // Two requests at once, each in its own transaction on its own connection.
      const attempt = () =>
        sandbox.handle.db.transaction((tx) => createCustomer(sandbox.contextFor(tx), body));
      const results = await Promise.allSettled([attempt(), attempt()]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const [failed] = results.filter((result) => result.status === "rejected");
      expect((failed as PromiseRejectedResult).reason.code).toBe(
        ErrorCode.CustomerDetailsAlreadyUsed,
      );
      const [held] = await sandbox.handle.db
        .select({ n: count() })
        .from(customerIdentifications)
        .where(sql`lower(value) = 'race0001'`);
      expect(held!.n).toBe(1);
    },
  );
});
