import type { NextAuthConfig } from "next-auth";
import { decode, encode } from "next-auth/jwt";
import { reissuingEncode, rememberingDecode } from "./session-token-cache";

/**
 * Sessions end after 30 idle minutes; the proxy re-issues the cookie on every request, with a
 * token at most a minute old (session-token-cache.ts).
 */
export const IDLE_SESSION_SECONDS = 30 * 60;
/** However active, a session ends 12 hours after sign-in. */
export const ABSOLUTE_SESSION_SECONDS = 12 * 60 * 60;

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; name: string };
    /** Epoch milliseconds of the sign-in this session comes from. */
    signedInAt: number;
    /** The row of console.sessions this sign-in opened: ending it ends this session alone. */
    sessionId: string;
  }
  interface User {
    sessionId?: string;
  }
}

/**
 * The part of the Auth.js configuration that needs no database, shared by the proxy and the
 * full instance in ./index.ts. The session carries only who signed in, when, and its row in
 * console.sessions; the role, the disabled flag and whether the session still holds are read
 * from the database on every request.
 */
export const authConfig = {
  trustHost: true,
  pages: { signIn: "/login" },
  session: { strategy: "jwt", maxAge: IDLE_SESSION_SECONDS },
  jwt: { decode: rememberingDecode(decode), encode: reissuingEncode(encode) },
  providers: [],
  callbacks: {
    authorized: ({ auth }) => Boolean(auth?.user),
    jwt({ token, user }) {
      const now = Date.now();
      if (user?.id) {
        token.sub = user.id;
        token.signedInAt = now;
        token.sid = user.sessionId;
      }
      const signedInAt = token.signedInAt;
      if (typeof signedInAt !== "number" || now - signedInAt > ABSOLUTE_SESSION_SECONDS * 1000) {
        return null;
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.signedInAt = typeof token.signedInAt === "number" ? token.signedInAt : 0;
      // A token without a session row (issued before sessions had rows) matches none: sign in again.
      session.sessionId = typeof token.sid === "string" ? token.sid : "";
      return session;
    },
  },
} satisfies NextAuthConfig;
