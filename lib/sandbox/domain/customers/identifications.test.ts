import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/cams";
import { testBackends } from "@/lib/db/testing";
import { kycBody, refusal, useSandboxDb } from "../testing";
import { createCustomer } from "./create";
import { type Identification, updateIdentification } from "./identifications";
import { customerView } from "./view";

describe.each(testBackends)("PATCH identifications on %s", (backend) => {
  const sandbox = useSandboxDb(backend);

  const created = async (passport: string) =>
    (await sandbox.request((ctx) => createCustomer(ctx, kycBody(passport)))).customer.id;
  const patch = (id: string, item: Identification) =>
    sandbox.request((ctx) => updateIdentification(ctx, id, item));
  const identificationsOf = async (id: string) =>
    (await sandbox.request((ctx) => customerView(ctx, id))).identifications;

  it("replaces the identification of the body's type", async () => {
    const id = await created("REPL0001");
    await patch(id, { type: "Passport", value: "REPL0002", issuing_country: "DE" });
    expect(await identificationsOf(id)).toEqual([
      { type: "Passport", value: "REPL0002", issuing_country: "DE", expiry_date: null },
    ]);
  });

  it("adds an identification of a type the customer does not have", async () => {
    const id = await created("ADD0001");
    await patch(id, { type: "NationalId", value: "ADD0002", expiry_date: "2030-01-31" });
    expect(await identificationsOf(id)).toEqual([
      { type: "Passport", value: "ADD0001", issuing_country: null, expiry_date: null },
      { type: "NationalId", value: "ADD0002", issuing_country: null, expiry_date: "2030-01-31" },
    ]);
  });

  it("lets a customer keep its own document", async () => {
    const id = await created("OWN0001");
    await patch(id, { type: "Passport", value: "own0001", issuing_country: "FR" });
    expect((await identificationsOf(id))[0]).toMatchObject({ value: "own0001" });
  });

  it("refuses a document another customer holds with 4224001, in any letter case", async () => {
    await created("TAKEN0001");
    const id = await created("FREE0001");
    const error = await refusal(patch(id, { type: "Passport", value: "taken0001" }));
    expect(error.code).toBe(ErrorCode.CustomerDetailsAlreadyUsed);
    expect(await identificationsOf(id)).toMatchObject([{ value: "FREE0001" }]);
  });
});
