// Shared by the console's proxy: which methods a console address has, so that a 405 names them
// in Allow and OPTIONS lists only them (RFC 9110, 15.5.6 and 9.3.7). Next answers a method a
// route handler does not export with a bare 405, and runs a page for any method.

/**
 * Pages answer GET and HEAD; POST is how their server actions arrive. The route handlers the
 * proxy sees (app/api, less api/auth and api/webhooks) export GET alone: methods.test.ts reads
 * them to keep that true.
 */
const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
const API_METHODS = ["GET", "HEAD", "OPTIONS"];

/** A 405 or an OPTIONS answer for the console address, or null to let the request through. */
export function methodAnswer(method: string, pathname: string): Response | null {
  const api = pathname === "/api" || pathname.startsWith("/api/");
  const allowed = api ? API_METHODS : PAGE_METHODS;
  const headers = { Allow: allowed.join(", ") };
  // Answered here, before the session check, which would send OPTIONS to sign in.
  if (method === "OPTIONS") return new Response(null, { status: 204, headers });
  if (allowed.includes(method)) return null;
  return new Response(null, { status: 405, headers });
}
