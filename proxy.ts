import type { NextFetchEvent, NextRequest } from "next/server";
import { NextResponse } from "next/server";
import NextAuth from "next-auth";
import { authConfig } from "@/lib/console/auth/config";
import { contentSecurityPolicy, newNonce } from "@/lib/console/security-headers";
import { findUrlTextProblem } from "@/lib/http/json-text";
import { methodAnswer } from "@/lib/http/methods";

const { auth } = NextAuth(authConfig);
const withSession = auth as unknown as (
  request: NextRequest,
  event: NextFetchEvent,
) => Promise<Response>;

/**
 * Every page gets a Content-Security-Policy with a fresh nonce, on the request (where Next.js
 * reads it to mark its own scripts) and on the response. Then, first line only: visitors
 * without a session go to sign in (a server action is refused), and the idle timeout slides.
 * Pages, actions and route handlers still check the session and role themselves.
 */
export default async function proxy(request: NextRequest, event: NextFetchEvent) {
  // A NUL in an address (`/customers?name=%00`) is no one's typing, and PostgreSQL cannot hold
  // it: refused here, once, rather than as a 500 from whichever page or route reads it.
  if (findUrlTextProblem(request.nextUrl)) return badAddress();
  const methodAnswered = methodAnswer(request.method, request.nextUrl.pathname);
  if (methodAnswered) return methodAnswered;
  const csp = contentSecurityPolicy(newNonce(), { dev: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const pass = () => NextResponse.next({ request: { headers } });

  // The sign-in page needs no session, nor does a one-time link's page and its action (the
  // link's token is their credential). Elsewhere, a visitor without one goes to sign in.
  const path = request.nextUrl.pathname;
  if (path === "/login" || /^\/welcome\/[^/]+$/.test(path)) return withCsp(pass(), csp);
  const session = await withSession(request, event);
  const signIn = session.headers.get("location");
  if (request.headers.has("next-action")) {
    // A server action without any session is refused here, before it runs and before anything
    // is written (a scanner's calls would otherwise each leave an audit row). Its own check
    // still refuses the rest: a disabled user, a wrong role. Its response gets no refreshed
    // session cookie: that would race the deletion a sign-out action sends.
    return withCsp(signIn ? anonymousAction(signIn) : pass(), csp);
  }
  const response = signIn ? NextResponse.redirect(signIn) : pass();
  for (const cookie of session.headers.getSetCookie())
    response.headers.append("set-cookie", cookie);
  return withCsp(response, csp);
}

function withCsp(response: NextResponse, csp: string) {
  response.headers.set("content-security-policy", csp);
  return response;
}

/**
 * Next's client reads a plain-text 4xx as the action's error, and follows `x-action-redirect`:
 * the browser goes to sign in; a script sees UNAUTHENTICATED, as the action would have said.
 */
function anonymousAction(signIn: string) {
  return new NextResponse("UNAUTHENTICATED: Your session has ended. Sign in again.", {
    status: 401,
    headers: { "content-type": "text/plain", "x-action-redirect": signIn },
  });
}

function badAddress() {
  return new NextResponse(
    '<!doctype html><html lang="en"><title>Bad address</title><main><h1>Bad address</h1><p>This address holds a character that cannot be used. Check the link, or go to the <a href="/">home page</a>.</p></main></html>',
    { status: 400, headers: { "content-type": "text/html; charset=utf-8" } },
  );
}

export const config = {
  // The sandbox and the webhook receiver authenticate their callers in their own way, and
  // answer JSON, not pages.
  matcher: [
    "/((?!api/auth|api/webhooks|sandbox|_next/static|_next/image|favicon.ico|robots.txt).*)",
  ],
};
