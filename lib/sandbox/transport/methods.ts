import type { MiddlewareHandler } from "hono";
import { SANDBOX_BASE_PATH } from "../base-path";

export type Route = { method: string; path: string };

/** HEAD is answered wherever GET is (by Hono, and by Next), OPTIONS everywhere a path exists. */
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** `/customers/{customer_id}` as a pattern: each parameter is one non-empty path segment. */
const patternOf = (template: string) =>
  new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`);

/**
 * The methods each path has, from the routes the sandbox binds (its operation table), in the
 * order RFC 9110 readers expect; null for a path that has none (a 404).
 */
export function allowedMethods(routes: readonly Route[]): (path: string) => string[] | null {
  const byTemplate = new Map<string, Set<string>>();
  for (const { method, path } of routes) {
    byTemplate.set(path, (byTemplate.get(path) ?? new Set()).add(method));
  }
  const patterns = [...byTemplate].map(([template, methods]) => ({
    pattern: patternOf(template),
    methods,
  }));
  return (path) => {
    const methods = new Set<string>();
    for (const route of patterns) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    if (methods.size === 0) return null;
    if (methods.has("GET")) methods.add("HEAD");
    methods.add("OPTIONS");
    return METHOD_ORDER.filter((method) => methods.has(method));
  };
}

/**
 * OPTIONS answers 204 with the path's methods in `Allow`; a method the path does not have
 * answers 405 with the same `Allow` (RFC 9110, 15.5.6). Neither needs credentials: the methods
 * are the published OpenAPI document's. A path with no method at all goes on to the 404.
 */
export function methodGuard(routes: readonly Route[]): MiddlewareHandler {
  const methodsOf = allowedMethods(routes);
  return async (c, next) => {
    const path = c.req.path.slice(SANDBOX_BASE_PATH.length) || "/";
    const allowed = methodsOf(path);
    if (!allowed) return next();
    const allow = allowed.join(", ");
    if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: allow });
    if (!allowed.includes(c.req.method)) return c.body(null, 405, { Allow: allow });
    return next();
  };
}
