import NextAuth from "next-auth";
import { authConfig } from "@/lib/console/auth/config";

/**
 * First line only: sends visitors without a session to sign in and slides the idle timeout.
 * Pages, actions and route handlers still check the session and role themselves.
 */
const { auth } = NextAuth(authConfig);
export default auth;

export const config = {
  // The sandbox and the webhook receiver authenticate their callers in their own way.
  matcher: [
    "/((?!api/auth|api/webhooks|sandbox|login|_next/static|_next/image|favicon.ico|robots.txt).*)",
  ],
};
