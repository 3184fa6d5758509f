import { describe, expect, it } from "vitest";
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
