import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corporateIndividual } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";

const address = {
  line_1: "1 Company Road",
  city: "Dublin",
  postal_code: "D02 X285",
  country: "IE",
};

describe.each(testBackends)("corporates over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const create = (body: Record<string, unknown>) =>
    sb.call("POST", "/corporates", {
      body: { name: "Acme Ltd", tax_residency: "IE", address, ...body },
    });

  it("creates, reads and updates a corporate with its parent", async () => {
    const parent = await create({ name: "Acme Holdings" });
    expect(parent.status).toBe(201);
    const child = await create({ parent_corporate_id: parent.body.corporate_id });
    expect(child.body).toMatchObject({
      tax_residency: "IE",
      parent_corporate_id: parent.body.corporate_id,
      address: { city: "Dublin" },
    });
    const read = await sb.call("GET", `/corporates/${child.body.corporate_id}`);
    expect(read.body.name).toBe("Acme Ltd");
    const updated = await sb.call("PATCH", `/corporates/${child.body.corporate_id}`, {
      body: { name: "Acme Trading" },
    });
    expect(updated.body).toMatchObject({
      name: "Acme Trading",
      parent_corporate_id: parent.body.corporate_id,
    });
  });

  it("requires tax_residency and address", async () => {
    const response = await sb.call("POST", "/corporates", { body: { name: "No Details Ltd" } });
    expect(response.body.code).toBe(4000001);
    expect(Object.keys(response.body.errors)).toEqual(
      expect.arrayContaining(["tax_residency", "address"]),
    );
  });

  it("refuses a parent that does not exist, and a parent that would make a cycle", async () => {
    const missing = await create({ parent_corporate_id: "00000000-0000-4000-8000-000000000000" });
    expect(missing.body.code).toBe(4000001);
    expect(missing.body.errors.parent_corporate_id).toBeDefined();
    const top = await create({});
    const below = await create({ parent_corporate_id: top.body.corporate_id });
    const cycle = await sb.call("PATCH", `/corporates/${top.body.corporate_id}`, {
      body: { parent_corporate_id: below.body.corporate_id },
    });
    expect(cycle.body.errors.parent_corporate_id).toBeDefined();
  });

  it("adds a corporate individual with types and residence_country", async () => {
    const corp = await create({});
    const individual = await sb.call("POST", `/corporates/${corp.body.corporate_id}/individual`, {
      body: corporateIndividual,
    });
    expect(individual.status).toBe(201);
    expect(individual.body).toMatchObject({ types: ["Director"], residence_country: "DE" });
    const read = await sb.call("GET", `/corporates/${corp.body.corporate_id}`);
    expect(read.body.individuals).toEqual([
      expect.objectContaining({
        individual_id: individual.body.individual_id,
        types: ["Director"],
      }),
    ]);
  });

  it.each([
    ["no types", { ...corporateIndividual, types: [] }, "types"],
    ["the removed single type", { ...corporateIndividual, type: "Director" }, "type"],
    [
      "no residence_country",
      { ...corporateIndividual, residence_country: undefined },
      "residence_country",
    ],
  ])("refuses an individual with %s", async (_, body, field) => {
    const corp = await create({});
    const response = await sb.call("POST", `/corporates/${corp.body.corporate_id}/individual`, {
      body,
    });
    expect(response.body.code).toBe(4000001);
    expect(response.body.errors[field]).toBeDefined();
  });

  it("answers 404 / 4040001 for an unknown corporate", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await sb.call("GET", `/corporates/${unknown}`)).body.code).toBe(4040001);
    expect(
      (await sb.call("POST", `/corporates/${unknown}/individual`, { body: corporateIndividual }))
        .body.code,
    ).toBe(4040001);
  });
});
