import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/cams";
import { homeAddress } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import type { SandboxContext } from "../../context";
import { type Customer, customers } from "../../tables/customers";
import { customerBody, kycBody, refusal, useSandboxDb } from "../testing";
import { patchAddress, putAddress } from "./addresses";
import { createCustomer } from "./create";
import { updateIdentification } from "./identifications";
import { updateCustomer, updatePhones } from "./update";
import { customerView } from "./view";

type View = Awaited<ReturnType<typeof customerView>>;

// Every change of an existing customer, as the handlers call them, and what it changes: the
// part of the customer's view the change is read back in, and what it reads once changed.
const mutations: [
  string,
  (ctx: SandboxContext, id: string) => Promise<void>,
  (view: View, id: string) => [seen: unknown, expected: unknown],
][] = [
  [
    "PATCH customer",
    (ctx, id) => updateCustomer(ctx, id, { email: "jane@example.com" }),
    (view) => [view.email, "jane@example.com"],
  ],
  [
    "PATCH identifications",
    (ctx, id) =>
      updateIdentification(ctx, id, { type: "DrivingLicence", value: `DL${id.slice(0, 8)}` }),
    (view, id) => [
      view.identifications.find((item) => item.type === "DrivingLicence")?.value,
      `DL${id.slice(0, 8)}`,
    ],
  ],
  [
    "PATCH addresses",
    (ctx, id) => patchAddress(ctx, id, { type: "Home", city: "Hamburg" }),
    (view) => [view.addresses.find((address) => address.type === "Home")?.city, "Hamburg"],
  ],
  [
    "PUT addresses",
    (ctx, id) => putAddress(ctx, id, { ...homeAddress, city: "Hamburg" }),
    (view) => [view.addresses.find((address) => address.type === "Home")?.city, "Hamburg"],
  ],
  [
    "PATCH phones",
    (ctx, id) => updatePhones(ctx, id, { mobile_number: "+491709999999" }),
    (view) => [view.phones.find((phone) => phone.type === "Mobile")?.number, "+491709999999"],
  ],
];

describe.each(testBackends)("changing customers on %s", (backend) => {
  const sandbox = useSandboxDb(backend);
  let serial = 0;

  async function customerWith(status: Customer["status"]): Promise<string> {
    serial += 1;
    const { customer } = await sandbox.request((ctx) =>
      createCustomer(ctx, kycBody(`MUT${String(serial).padStart(5, "0")}`)),
    );
    await sandbox.handle.db.update(customers).set({ status }).where(eq(customers.id, customer.id));
    return customer.id;
  }

  describe.each(mutations)("%s", (_, mutate, changed) => {
    it("changes an Active customer", async () => {
      const id = await customerWith("Active");
      const before = await sandbox.request((ctx) => customerView(ctx, id));
      expect(changed(before, id)[0]).not.toEqual(changed(before, id)[1]);
      await sandbox.request((ctx) => mutate(ctx, id));
      const [seen, expected] = changed(await sandbox.request((ctx) => customerView(ctx, id)), id);
      expect(seen).toEqual(expected);
    });

    it.each([
      ["OnHold", ErrorCode.CustomerOnHold],
      ["Inactive", ErrorCode.CustomerMustBeActive],
      ["Rejected", ErrorCode.CustomerRejected],
    ] as const)("refuses a customer %s with %i and changes nothing", async (status, code) => {
      const id = await customerWith(status);
      const before = await sandbox.request((ctx) => customerView(ctx, id));
      expect((await refusal(sandbox.request((ctx) => mutate(ctx, id)))).code).toBe(code);
      expect(await sandbox.request((ctx) => customerView(ctx, id))).toEqual(before);
    });

    it.each(["8f0c7a52-1111-4c8e-9a55-000000000000", "not-a-uuid"])(
      "answers 4040001 for the unknown customer %s",
      async (id) => {
        const error = await refusal(sandbox.request((ctx) => mutate(ctx, id)));
        expect(error.code).toBe(ErrorCode.DataNotFound);
      },
    );
  });

  it("PATCH customer changes only the given fields", async () => {
    const id = await customerWith("Active");
    await sandbox.request((ctx) =>
      updateCustomer(ctx, id, { last_name: "Smith", risk_profile: undefined }),
    );
    const view = await sandbox.request((ctx) => customerView(ctx, id));
    expect(view).toMatchObject({ first_name: "Jane", last_name: "Smith", birth_country: "DE" });
    expect(view.risk_profile).toMatchObject({ profession: "Employee_Worker" });
  });

  it("PATCH customer checks the full-name length against the stored other part", async () => {
    const { customer } = await sandbox.request((ctx) =>
      createCustomer(ctx, customerBody({ first_name: "Maximiliana Alexandrina Konstantina" })),
    );
    const longLastName = "Vandenberghe Oppenheimer Rothschild"; // 35 + 1 + 35 > 70
    const error = await refusal(
      sandbox.request((ctx) => updateCustomer(ctx, customer.id, { last_name: longLastName })),
    );
    expect(error.code).toBe(ErrorCode.RequestPayloadIncorrect);
    expect(Object.keys(error.errors ?? {})).toEqual(["last_name"]);
  });

  it("PATCH phones sets the given numbers and keeps the other", async () => {
    const { customer } = await sandbox.request((ctx) =>
      createCustomer(ctx, customerBody({ mobile_number: "+491701111111" })),
    );
    await sandbox.request((ctx) =>
      updatePhones(ctx, customer.id, { landline_number: "+49302222222" }),
    );
    const view = await sandbox.request((ctx) => customerView(ctx, customer.id));
    expect(view.phones).toEqual([
      { type: "Mobile", number: "+491701111111" },
      { type: "Landline", number: "+49302222222" },
    ]);
  });

  it("records when a customer changed", async () => {
    const id = await customerWith("Active");
    const [before] = await sandbox.handle.db.select().from(customers).where(eq(customers.id, id));
    await sandbox.request((ctx) => patchAddress(ctx, id, { type: "Home", line_3: "Floor 3" }));
    const [after] = await sandbox.handle.db.select().from(customers).where(eq(customers.id, id));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });
});
