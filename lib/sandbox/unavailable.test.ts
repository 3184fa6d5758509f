import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousCustomer } from "@/lib/cams/__fixtures__/bodies";
import type { DbHandle } from "@/lib/db";
import { createTestDb } from "@/lib/db/testing";
import { createSandboxApp } from "./app";
import { signBody } from "./auth/signature";
import { sandboxConfigFromEnv } from "./config";

const config = sandboxConfigFromEnv({});
const credentials = {
  username: config.username,
  password: config.password,
  client_id: config.clientId,
  client_key: config.clientKey,
};
const appFailingWith = (error: Error) =>
  createSandboxApp({
    db: async () => {
      throw error;
    },
    config,
    now: () => new Date(),
  });
const request = (app: ReturnType<typeof createSandboxApp>) =>
  app.request("/sandbox/errorcodes", { headers: { "x-api-key": config.apiKey } });

describe("the sandbox when its database fails", () => {
  it("answers 503 / 5030001 in the error envelope while the database is out of reach", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const response = await request(appFailingWith(refused));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(await response.json()).toEqual({
      code: 5030001,
      detail: "Service undergoing maintenance",
      status_code: "ServiceUnavailable",
    });
  });

  it("answers 503 with Retry-After for what the database reports under load, by SQLSTATE class", async () => {
    // Too many connections, out of memory, a lock timeout, a statement timeout, an I/O error.
    for (const code of ["53300", "53200", "55P03", "57014", "58030"]) {
      const failure = Object.assign(new Error("Failed query"), {
        cause: Object.assign(new Error("from PostgreSQL"), { code }),
      });
      const response = await request(appFailingWith(failure));
      expect(response.status, code).toBe(503);
      expect(response.headers.get("retry-after")).toBe("1");
      expect(await response.json()).toMatchObject({ code: 5030001 });
    }
  });

  it("still answers 500 / 5000001 for any other fault", async () => {
    const response = await request(appFailingWith(new Error("a bug")));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 5000001 });
  });
});

// One database for the two tests below, each seen through its own faulty proxy: neither test
// needs the other's rows gone, and a database costs a second or two of CPU to open.
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb("pglite");
});
afterAll(() => handle?.close());

describe("the sandbox when its database is away at its first request", () => {
  it("answers 503, then serves once the database is back, without a restart", async () => {
    let down = true;
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    // The database as the sandbox sees it: every query refused while `down`.
    const db = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (
          down &&
          ["select", "insert", "update", "delete", "execute", "transaction"].includes(
            String(property),
          )
        ) {
          return () => {
            throw refused;
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const app = createSandboxApp({ db: async () => db, config, now: () => new Date() });
    expect((await request(app)).status).toBe(503);
    down = false;
    const back = await request(app);
    // Past the API key, up to the X-Unique-Id this request leaves out: served again.
    expect(back.status).toBe(400);
    expect(await back.json()).toMatchObject({ code: 4000002 });
  });
});

describe("the sandbox when the database rolls a request's transaction back", () => {
  const deadlock = () =>
    Object.assign(new Error("Failed query"), {
      cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }),
    });

  it("runs the transaction again, and answers 503 only when every run met a conflict, keeping its X-Unique-Id free", async () => {
    let deadlocks = 0;
    // Every operation's transaction fails with a deadlock while `deadlocks` is above zero.
    const db = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === "transaction" && deadlocks > 0) {
          return async () => {
            deadlocks--;
            throw deadlock();
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const app = createSandboxApp({ db: async () => db, config, now: () => new Date() });
    const signIn = await app.request("/sandbox/token", {
      method: "POST",
      headers: {
        "x-api-key": config.apiKey,
        "x-unique-id": randomUUID(),
        "content-type": "application/json",
        "x-signature": signBody(JSON.stringify(credentials), config.signingSecret),
      },
      body: JSON.stringify(credentials),
    });
    const { access_token: token } = await signIn.json();
    const authorized = (uniqueId: string) => ({
      "x-api-key": config.apiKey,
      "x-unique-id": uniqueId,
      authorization: `Bearer ${token}`,
    });
    const customer = JSON.stringify(anonymousCustomer);
    const createCustomer = (uniqueId = randomUUID()) =>
      app.request("/sandbox/customers", {
        method: "POST",
        headers: {
          ...authorized(uniqueId),
          "content-type": "application/json",
          "x-signature": signBody(customer, config.signingSecret),
        },
        body: customer,
      });

    deadlocks = 1;
    expect((await createCustomer()).status).toBe(201);
    expect(deadlocks).toBe(0);

    deadlocks = 100;
    const uniqueId = randomUUID();
    const gaveUp = await createCustomer(uniqueId);
    expect(gaveUp.status).toBe(503);
    expect(gaveUp.headers.get("retry-after")).toBe("1");
    expect(await gaveUp.json()).toMatchObject({ code: 5030001 });
    expect(deadlocks).toBe(96); // four runs

    // Its X-Unique-Id went with the transaction: the same request under the same id is served
    // once the database is back, and only once.
    deadlocks = 0;
    expect((await createCustomer(uniqueId)).status).toBe(201);
    expect(await (await createCustomer(uniqueId)).json()).toMatchObject({ code: 4090001 });

    // A GET only reads, outside any transaction (transport/dispatch.ts): no rollback reaches it.
    deadlocks = 100;
    expect(
      (await app.request("/sandbox/errorcodes", { headers: authorized(uniqueId) })).status,
    ).toBe(409);
    expect(
      (await app.request("/sandbox/errorcodes", { headers: authorized(randomUUID()) })).status,
    ).toBe(200);
    expect(deadlocks).toBe(100);
  });
});
