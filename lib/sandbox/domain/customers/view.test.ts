import { describe, expect, it } from "vitest";
import { customerResponse, ErrorCode } from "@/lib/cams";
import { testBackends } from "@/lib/db/testing";
import { customerBody, kycBody, refusal, useSandboxDb } from "../testing";
import { createCustomer } from "./create";
import { customerView, customerViews, registerCustomerItemReader } from "./view";

describe.each(testBackends)("the customer view on %s", (backend) => {
  const sandbox = useSandboxDb(backend);

  const created = async (body = customerBody()) =>
    (await sandbox.request((ctx) => createCustomer(ctx, body))).customer;

  it("answers what lib/cams reads as a customer, nulls for what is not known", async () => {
    const customer = await created();
    const view = await sandbox.request((ctx) => customerView(ctx, customer.id));
    expect(customerResponse.safeParse(view).success).toBe(true);
    expect(view).toEqual({
      customer_id: customer.id,
      first_name: "Jane",
      last_name: "Doe",
      kyc_level: "Anonymous",
      status: "Active",
      nationality: "DE",
      birth_country: null,
      date_of_birth: null,
      email: null,
      created_date: customer.createdAt.toISOString(),
      identifications: [],
      addresses: [],
      phones: [],
      risk_profile: null,
      delivery_address: null,
      accounts: [],
      cards: [],
    });
  });

  it("lists the accounts and cards the registered readers give, per customer", async () => {
    const first = await created(kycBody("VIEW0001"));
    const second = await created(kycBody("VIEW0002"));
    sandbox.afterTest(
      registerCustomerItemReader("accounts", async (_, ids) => {
        return new Map(ids.map((id) => [id, [{ account_id: `a-${id}`, account_identifier: "X" }]]));
      }),
      registerCustomerItemReader(
        "cards",
        async () => new Map([[second.id, [{ card_id: "c1", cardholder_id: "h1" }]]]),
      ),
    );
    const [one, two] = await sandbox.request((ctx) => customerViews(ctx, [first, second]));
    expect(one).toMatchObject({
      accounts: [{ account_id: `a-${first.id}`, account_identifier: "X" }],
      cards: [],
    });
    expect(two).toMatchObject({ cards: [{ card_id: "c1", cardholder_id: "h1" }] });
    expect(one!.identifications).toEqual([
      { type: "Passport", value: "VIEW0001", issuing_country: null, expiry_date: null },
    ]);
  });

  it.each(["0f4c6b8e-0000-4000-8000-000000000000", "abc"])(
    "answers 4040001 for the unknown customer %s",
    async (id) => {
      const error = await refusal(sandbox.request((ctx) => customerView(ctx, id)));
      expect(error.code).toBe(ErrorCode.DataNotFound);
      expect(error.status).toBe(404);
    },
  );
});
