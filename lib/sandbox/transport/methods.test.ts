import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { allowedMethods } from "./methods";

// RFC 9110: a 405 names the methods the resource has in Allow, and OPTIONS names the same.
describe("the sandbox's methods per path", () => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness("pglite");
  });
  afterAll(() => sb.close());

  const send = (method: string, path: string) => sb.app.request(`/sandbox${path}`, { method });
  const customerPath = "/customers/00000000-0000-4000-8000-000000000000";

  it("answers DELETE with 405 and the path's methods in Allow", async () => {
    const response = await send("DELETE", customerPath);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, PATCH, OPTIONS");
    const cards = await send("DELETE", "/customers/x/cards");
    expect(cards.status).toBe(405);
    expect(cards.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("answers OPTIONS with only the methods the path has", async () => {
    const token = await send("OPTIONS", "/token");
    expect(token.status).toBe(204);
    expect(token.headers.get("allow")).toBe("POST, OPTIONS");
    const document = await send("OPTIONS", "/openapi.json");
    expect(document.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    // Each method it names is answered by the sandbox itself, not refused as a method.
    for (const method of (await send("OPTIONS", customerPath)).headers.get("allow")!.split(", ")) {
      expect([404, 405], method).not.toContain((await send(method, customerPath)).status);
    }
  });

  it("names no methods for a path that does not exist: it goes on to the 404", async () => {
    for (const method of ["DELETE", "OPTIONS"]) {
      const response = await sb.call(method, "/no/such/thing");
      expect(response.status, method).toBe(404);
      expect(response.body).toMatchObject({ code: 4049900 });
      expect(response.headers.get("allow")).toBeNull();
    }
  });

  it("reads a parameter as one whole path segment", () => {
    const methodsOf = allowedMethods([{ method: "GET", path: "/cards/{card_id}" }]);
    expect(methodsOf("/cards/abc")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(methodsOf("/cards/abc/def")).toBeNull();
    expect(methodsOf("/cards/")).toBeNull();
  });
});
