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
 * without a session go to sign in, and the idle timeout slides. Pages, actions and route
 * handlers still check the session and role themselves.
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

  // The sign-in page needs no session. Server actions check the session themselves:
  // refreshing the session cookie on their response would race the deletion a sign-out action
  // sends, and could keep the user signed in.
  const skipSession = request.nextUrl.pathname === "/login" || request.headers.has("next-action");
  let response = pass();
  if (!skipSession) {
    const session = await withSession(request, event);
    if (session.headers.has("location"))
      response = NextResponse.redirect(session.headers.get("location")!);
    for (const cookie of session.headers.getSetCookie())
      response.headers.append("set-cookie", cookie);
  }
  response.headers.set("content-security-policy", csp);
  return response;
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
