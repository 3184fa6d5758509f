import { describe, expect, it } from "vitest";
import {
  corporateCreateRequest,
  corporateIndividualCreateRequest,
  ErrorCode,
  type OperationId,
} from "@/lib/cams";
import { carrierAddress, corporateIndividual } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { callHandler, refusal, useSandboxDb } from "../domain/testing";
import { corporateHandlers } from "./corporates";

const acme = { name: "Acme GmbH", tax_residency: "DE", address: carrierAddress };

describe.each(testBackends)("corporate handlers on %s", (backend) => {
  const sandbox = useSandboxDb(backend);

  const call = <Id extends OperationId>(id: Id, raw?: Parameters<typeof callHandler>[3]) =>
    callHandler(sandbox, corporateHandlers, id, raw);

  it("creates (201), reads and updates a corporate, returning parent_corporate_id", async () => {
    const parent = await call("createCorporate", { body: acme });
    expect(parent.status).toBe(201);
    expect(parent.body).toMatchObject({ ...acme, parent_corporate_id: null, individuals: [] });
    const child = await call("createCorporate", {
      body: { ...acme, name: "Acme Sub GmbH", parent_corporate_id: parent.body.corporate_id },
    });
    expect(child.body.parent_corporate_id).toBe(parent.body.corporate_id);
    const params = { corporate_id: child.body.corporate_id };
    expect((await call("getCorporate", { params })).body).toEqual(child.body);
    const renamed = await call("updateCorporate", { params, body: { name: "Acme Sub AG" } });
    expect(renamed.body).toMatchObject({
      name: "Acme Sub AG",
      parent_corporate_id: parent.body.corporate_id,
    });
  });

  it("answers 4040001 for an unknown corporate", async () => {
    const error = await refusal(call("getCorporate", { params: { corporate_id: "nope" } }));
    expect(error.code).toBe(ErrorCode.DataNotFound);
  });

  it("creates an individual (201) and lists it on the corporate", async () => {
    const corporate = await call("createCorporate", { body: acme });
    const params = { corporate_id: corporate.body.corporate_id };
    const individual = await call("createCorporateIndividual", {
      params,
      body: corporateIndividual,
    });
    expect(individual.status).toBe(201);
    expect(individual.body).toMatchObject({
      individual_id: expect.any(String),
      types: ["Director"],
      residence_country: "DE",
    });
    const { body } = await call("getCorporate", { params });
    expect(body.individuals).toEqual([individual.body]);
  });

  it("leaves required fields and the removed `type` to the lib/cams schemas", () => {
    expect(corporateCreateRequest.safeParse({ name: "Acme GmbH" }).success).toBe(false);
    const withType = { ...corporateIndividual, type: "Director" };
    expect(corporateIndividualCreateRequest.safeParse(withType).success).toBe(false);
    const noTypes = { ...corporateIndividual, types: [] };
    expect(corporateIndividualCreateRequest.safeParse(noTypes).success).toBe(false);
  });
});
