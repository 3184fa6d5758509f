import type { NextFetchEvent, NextRequest } from "next/server";
import { NextResponse } from "next/server";
import NextAuth from "next-auth";
import { authConfig } from "@/lib/console/auth/config";

const { auth } = NextAuth(authConfig);
const withSession = auth as unknown as (
  request: NextRequest,
  event: NextFetchEvent,
) => Promise<Response>;

/**
 * First line only: sends visitors without a session to sign in and slides the idle timeout.
 * Pages, actions and route handlers still check the session and role themselves.
 */
export default function proxy(request: NextRequest, event: NextFetchEvent) {
  // Server actions check the session themselves. Refreshing the session cookie on their
  // response would race the deletion a sign-out action sends, and could keep the user signed in.
  if (request.headers.has("next-action")) return NextResponse.next();
  return withSession(request, event);
}

export const config = {
  // The sandbox and the webhook receiver authenticate their callers in their own way.
  matcher: [
    "/((?!api/auth|api/webhooks|sandbox|login|_next/static|_next/image|favicon.ico|robots.txt).*)",
  ],
};
