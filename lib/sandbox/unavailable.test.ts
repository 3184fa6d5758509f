import { describe, expect, it } from "vitest";
import { createTestDb } from "@/lib/db/testing";
import { createSandboxApp } from "./app";
import { sandboxConfigFromEnv } from "./config";

const config = sandboxConfigFromEnv({});
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

  it("still answers 500 / 5000001 for any other fault", async () => {
    const response = await request(appFailingWith(new Error("a bug")));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 5000001 });
  });
});

describe("the sandbox when its database is away at its first request", () => {
  it("answers 503, then serves once the database is back, without a restart", async () => {
    const handle = await createTestDb("pglite");
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
    try {
      const app = createSandboxApp({ db: async () => db, config, now: () => new Date() });
      expect((await request(app)).status).toBe(503);
      down = false;
      const back = await request(app);
      // Past the API key, up to the X-Unique-Id this request leaves out: served again.
      expect(back.status).toBe(400);
      expect(await back.json()).toMatchObject({ code: 4000002 });
    } finally {
      await handle.close();
    }
  });
});
