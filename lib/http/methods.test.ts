import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { methodAnswer } from "./methods";

const root = path.resolve(import.meta.dirname, "../..");

describe("the console's methods (RFC 9110)", () => {
  it("answers a method a page lacks with 405 and Allow, and OPTIONS with the page's methods", () => {
    const refused = methodAnswer("DELETE", "/login");
    expect(refused?.status).toBe(405);
    expect(refused?.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    const options = methodAnswer("OPTIONS", "/login");
    expect(options?.status).toBe(204);
    expect(options?.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    for (const method of ["GET", "HEAD", "POST"]) expect(methodAnswer(method, "/login")).toBeNull();
  });

  it("answers a method a route handler lacks with 405 and Allow, and OPTIONS with GET", () => {
    for (const method of ["DELETE", "PUT", "PATCH", "POST"]) {
      const refused = methodAnswer(method, "/api/search");
      expect(refused?.status, method).toBe(405);
      expect(refused?.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    }
    expect(methodAnswer("GET", "/api/search")).toBeNull();
    const options = methodAnswer("OPTIONS", "/api/search");
    expect(options?.status).toBe(204);
    expect(options?.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("holds for every route handler the proxy sees: each exports GET alone", () => {
    // proxy.ts's matcher, read as text: importing proxy.ts would load next-auth.
    const proxy = readFileSync(path.join(root, "proxy.ts"), "utf8");
    const matcher = new RegExp(`^${/matcher: \[\s*"([^"]+)"/.exec(proxy)![1]}$`);
    const routes = (readdirSync(path.join(root, "app/api"), { recursive: true }) as string[])
      .filter((file) => /(^|\/)route\.tsx?$/.test(file))
      .map((file) => ({ file, address: `/api/${path.dirname(file)}` }))
      .filter(({ address }) => matcher.test(address));
    expect(routes.length).toBeGreaterThan(3);
    for (const { file } of routes) {
      const source = readFileSync(path.join(root, "app/api", file), "utf8");
      const methods = [
        ...source.matchAll(
          /export (?:async )?(?:function|const) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g,
        ),
        ...source.matchAll(/export const \{ ?(GET|POST|PUT|PATCH|DELETE)/g),
      ].map((m) => m[1]);
      expect(methods, file).toEqual(["GET"]);
    }
  });
});
