import { describe, expect, it } from "vitest";
import { corporateCreateRequest, corporateIndividualCreateRequest, ErrorCode } from "@/lib/cams";
import { carrierAddress, corporateIndividual } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { refusal, useSandboxDb } from "../testing";
import { createCorporate } from "./create";
import { createCorporateIndividual } from "./individuals";
import { findCorporate } from "./load";
import { updateCorporate } from "./update";
import { corporateView } from "./view";

const UNKNOWN = "5b1d7c1e-0000-4000-8000-000000000000";

const individualBody = (fields: Record<string, unknown> = {}) =>
  corporateIndividualCreateRequest.parse({ ...corporateIndividual, ...fields });

describe.each(testBackends)("corporates on %s", (backend) => {
  const sandbox = useSandboxDb(backend);

  const create = (fields: Record<string, unknown> = {}) =>
    sandbox.request((ctx) =>
      createCorporate(
        ctx,
        corporateCreateRequest.parse({
          name: "Acme GmbH",
          tax_residency: "DE",
          address: carrierAddress,
          ...fields,
        }),
      ),
    );
  const parentOf = async (id: string) =>
    (await sandbox.request((ctx) => findCorporate(ctx, id))).parentCorporateId;
  const reparent = (id: string, parent: string) =>
    sandbox.request((ctx) => updateCorporate(ctx, id, { parent_corporate_id: parent }));

  it("creates a corporate without a parent", async () => {
    const corporate = await create({ registration_number: "HRB 1234" });
    const view = await sandbox.request((ctx) => corporateView(ctx, corporate));
    expect(view).toEqual({
      corporate_id: corporate.id,
      name: "Acme GmbH",
      registration_number: "HRB 1234",
      tax_residency: "DE",
      address: carrierAddress,
      parent_corporate_id: null,
      created_date: corporate.createdAt.toISOString(),
      individuals: [],
      accounts: [],
    });
  });

  it("creates a corporate under an existing parent", async () => {
    const parent = await create();
    const child = await create({ parent_corporate_id: parent.id });
    expect(child.parentCorporateId).toBe(parent.id);
  });

  it.each([UNKNOWN, "no-such-corporate"])("refuses the missing parent %s", async (parent) => {
    const error = await refusal(create({ parent_corporate_id: parent }));
    expect(error.code).toBe(ErrorCode.RequestPayloadIncorrect);
    expect(error.errors).toEqual({ parent_corporate_id: ["Parent corporate does not exist"] });
  });

  it("updates only the given fields", async () => {
    const corporate = await create({ registration_number: "HRB 1" });
    const updated = await sandbox.request((ctx) =>
      updateCorporate(ctx, corporate.id, { name: "Acme AG", tax_residency: "AT" }),
    );
    expect(updated).toMatchObject({
      name: "Acme AG",
      taxResidency: "AT",
      registrationNumber: "HRB 1",
    });
  });

  it("moves a corporate under another parent", async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    await reparent(b.id, a.id);
    await reparent(b.id, c.id);
    expect(await parentOf(b.id)).toBe(c.id);
  });

  it("refuses a parent that would make a cycle: itself, a child, a grandchild", async () => {
    const top = await create();
    const middle = await create({ parent_corporate_id: top.id });
    const bottom = await create({ parent_corporate_id: middle.id });
    for (const parent of [top.id, middle.id, bottom.id]) {
      const error = await refusal(reparent(top.id, parent));
      expect(error.code).toBe(ErrorCode.RequestPayloadIncorrect);
      expect(Object.keys(error.errors ?? {})).toEqual(["parent_corporate_id"]);
    }
    expect(await parentOf(top.id)).toBeNull();
  });

  it.runIf(backend === "postgres")(
    "lets only one of two concurrent crossing parent changes through",
    async () => {
      const [a, b] = [await create(), await create()];
      const attempt = (id: string, parent: string) =>
        sandbox.handle.db.transaction((tx) =>
          updateCorporate(sandbox.contextFor(tx), id, { parent_corporate_id: parent }),
        );
      const results = await Promise.allSettled([attempt(a.id, b.id), attempt(b.id, a.id)]);
      expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    },
  );

  it("refuses a missing parent on update", async () => {
    const corporate = await create();
    const error = await refusal(reparent(corporate.id, UNKNOWN));
    expect(error.errors).toEqual({ parent_corporate_id: ["Parent corporate does not exist"] });
  });

  it("answers 4040001 for an unknown corporate", async () => {
    const attempts = [
      () => sandbox.request((ctx) => findCorporate(ctx, UNKNOWN)),
      () => sandbox.request((ctx) => updateCorporate(ctx, "nope", { name: "X Y" })),
      () => sandbox.request((ctx) => createCorporateIndividual(ctx, UNKNOWN, individualBody())),
    ];
    for (const attempt of attempts) {
      expect((await refusal(attempt())).code).toBe(ErrorCode.DataNotFound);
    }
  });

  it("lists individuals in the order they were added, also within one instant", async () => {
    const corporate = await create();
    const names = ["Anna Erste", "Berta Zweite", "Clara Dritte"];
    await sandbox.request(async (ctx) => {
      for (const name of names) {
        const [first_name, last_name] = name.split(" ");
        await createCorporateIndividual(
          ctx,
          corporate.id,
          individualBody({ first_name, last_name }),
        );
      }
    });
    const view = await sandbox.request((ctx) => corporateView(ctx, corporate));
    expect(view.individuals.map((i) => `${i.first_name} ${i.last_name}`)).toEqual(names);
  });

  it("adds individuals with their types and residence country, shown on the corporate", async () => {
    const corporate = await create();
    const director = await sandbox.request((ctx) =>
      createCorporateIndividual(
        ctx,
        corporate.id,
        individualBody({ types: ["Director", "Shareholder", "Director"], residence_country: "AT" }),
      ),
    );
    expect(director).toMatchObject({
      corporateId: corporate.id,
      types: ["Director", "Shareholder"],
      residenceCountry: "AT",
    });
    const view = await sandbox.request((ctx) => corporateView(ctx, corporate));
    expect(view.individuals).toEqual([
      {
        individual_id: director.id,
        corporate_id: corporate.id,
        first_name: "Jane",
        last_name: "Doe",
        types: ["Director", "Shareholder"],
        residence_country: "AT",
        nationality: null,
        date_of_birth: null,
        email: null,
        created_date: director.createdAt.toISOString(),
      },
    ]);
  });
});
