import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { sandboxApi } from "./sandbox-api";

test("the sandbox answers at /sandbox on the Next server, outside the console's sign-in", async ({
  request,
}) => {
  const api = await sandboxApi(request);
  expect(api.token).toEqual(expect.any(String));
  const catalog = await api.call("GET", "/errorcodes");
  expect(catalog.status).toBe(200);
  expect(catalog.body).toHaveLength(87);

  const refused = await request.get("/sandbox/errorcodes", {
    headers: { "x-unique-id": randomUUID() },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe(4039902);

  const doc = await request.get("/sandbox/openapi.json");
  expect((await doc.json()).servers[0].url).toMatch(/\/sandbox$/);
});
