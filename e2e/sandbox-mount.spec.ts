import { createHmac, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";

// The contract's development defaults, which the e2e server runs with.
const apiKey = "sandbox-api-key-0001";
const signingSecret = "sandbox-signing-secret";
const credentials = {
  username: "programme.admin",
  password: "Sandbox!Pass2026x",
  client_id: "0123456789abcdef0123456789abcdef",
  client_key: "sandbox_client",
};

test("the sandbox answers at /sandbox on the Next server, outside the console's sign-in", async ({
  request,
}) => {
  const body = JSON.stringify(credentials);
  const token = await request.post("/sandbox/token", {
    headers: {
      "x-api-key": apiKey,
      "x-unique-id": randomUUID(),
      "content-type": "application/json",
      "x-signature": createHmac("sha256", signingSecret).update(body).digest("hex"),
    },
    data: body,
  });
  expect(token.status()).toBe(200);
  const { access_token } = await token.json();

  const catalog = await request.get("/sandbox/errorcodes", {
    headers: {
      "x-api-key": apiKey,
      "x-unique-id": randomUUID(),
      authorization: `Bearer ${access_token}`,
    },
  });
  expect(catalog.status()).toBe(200);
  expect(await catalog.json()).toHaveLength(87);

  const refused = await request.get("/sandbox/errorcodes", {
    headers: { "x-unique-id": randomUUID() },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe(4039902);

  const doc = await request.get("/sandbox/openapi.json");
  expect((await doc.json()).servers[0].url).toMatch(/\/sandbox$/);
});
