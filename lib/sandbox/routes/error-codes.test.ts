import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCatalog, fillPath, operationList } from "@/lib/cams";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";

describe.each(testBackends)("error catalog and OpenAPI on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  it("lists every code with a string status_code", async () => {
    const response = await sb.call("GET", "/errorcodes");
    expect(response.body).toEqual(errorCatalog);
    expect(response.body).toHaveLength(87);
    expect(
      response.body.every((r: { status_code: unknown }) => typeof r.status_code === "string"),
    ).toBe(true);
  });

  it("answers one code, and 404 / 4040001 for one it does not know", async () => {
    expect((await sb.call("GET", "/errorcodes/4225064")).body).toEqual({
      code: 4225064,
      detail: "Insufficient funds in the account balance",
      status_code: "UnprocessableEntity",
    });
    expect((await sb.call("GET", "/errorcodes/4000006")).body.code).toBe(4040001);
    expect((await sb.call("GET", "/errorcodes/abc")).body.code).toBe(4009901);
  });

  it("publishes an OpenAPI document of every operation, with no credentials needed", async () => {
    const response = await sb.app.request("/sandbox/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      paths: Record<string, Record<string, { operationId: string; "x-sandbox"?: string }>>;
    };
    const documented = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    expect(documented.map((o) => o.operationId).sort()).toEqual(
      operationList.map((o) => o.id).sort(),
    );
    const marked = documented.filter((o) => o["x-sandbox"]).map((o) => o.operationId);
    expect(marked).toEqual(expect.arrayContaining(["activateCard", "createCorporateAccounts"]));
    expect(marked).toHaveLength(operationList.filter((o) => o.extension).length);
    expect(doc.paths["/customers/{customer_id}/addresses"]).toHaveProperty("put");
  });

  it("answers every operation of the table: none falls through to 4049900", async () => {
    const unknownId = "00000000-0000-4000-8000-000000000000";
    for (const op of operationList) {
      const params = Object.fromEntries(
        Object.keys(op.pathParams.shape).map((name) => [
          name,
          name === "code" ? "4225064" : unknownId,
        ]),
      );
      const response = await sb.call(op.method, fillPath(op.path, params), {
        body: op.method === "GET" ? undefined : {},
      });
      expect(response.body?.code, `${op.method} ${op.path}`).not.toBe(4049900);
    }
  });
});
