import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { sandbox, sandboxApi } from "./sandbox-api";

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

// `npm start`'s front server answers /sandbox itself, without Next (scripts/server-front.mjs).
test("the sandbox's answers come uncompressed, a body past 1 MiB is 413 on a closed connection, and odd paths still reach it through Next", async ({
  request,
}) => {
  const api = await sandboxApi(request);
  const headers = {
    "x-api-key": sandbox.apiKey,
    authorization: `Bearer ${api.token}`,
    "accept-encoding": "gzip, br",
  };
  const catalog = await request.get("/sandbox/errorcodes", {
    headers: { ...headers, "x-unique-id": randomUUID() },
  });
  expect(catalog.status()).toBe(200);
  // Small JSON answers on a local network: compressing them costs more CPU than it saves.
  expect(catalog.headers()["content-encoding"]).toBeUndefined();
  // The headers Next's config sets on every answer, set by the front server on these.
  expect(catalog.headers()["x-content-type-options"]).toBe("nosniff");
  expect(catalog.headers()["strict-transport-security"]).toMatch(/^max-age=/);

  const big = "x".repeat(2 * 1024 * 1024);
  const tooBig = await request
    .post("/sandbox/customers", {
      data: big,
      headers: { ...headers, "x-unique-id": randomUUID(), "content-type": "application/json" },
    })
    .then(async (response) => [response.status(), (await response.json()).code])
    .catch((error: Error) => (/ECONNRESET|EPIPE/.test(error.message) ? [413, 4139900] : error));
  expect(tooBig).toEqual([413, 4139900]);
  expect((await request.get("/favicon.ico", { timeout: 5_000 })).status()).toBe(200);

  // A trailing slash goes through Next, which redirects it as for any page.
  const slashed = await request.get("/sandbox/errorcodes/", { maxRedirects: 0 });
  expect(slashed.status()).toBe(308);
  expect(slashed.headers().location).toBe("/sandbox/errorcodes");
});
