import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/lib/db";
import { audit } from "../audit";
import { clientIp } from "../request-ip";
import { authenticate } from "./authenticate";
import { authConfig } from "./config";
import { logAuthError } from "./log-auth-error";
import { endSessions } from "./users";

class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}

class SignInThrottled extends CredentialsSignin {
  constructor(readonly retryAfterSeconds: number) {
    super();
    this.code = `throttled:${retryAfterSeconds}`;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  logger: { error: logAuthError },
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const email = typeof credentials.email === "string" ? credentials.email : "";
        const password = typeof credentials.password === "string" ? credentials.password : "";
        if (!email || !password) throw new InvalidCredentials();
        const result = await authenticate(
          await getDb(),
          { email, password },
          clientIp(request.headers),
        );
        if (result.ok) return result.user;
        if (result.reason === "throttled") throw new SignInThrottled(result.retryAfterSeconds);
        throw new InvalidCredentials();
      },
    }),
  ],
  events: {
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      if (!token?.sub) return;
      const db = await getDb();
      await endSessions(db, token.sub);
      await audit(db, {
        actor: { id: token.sub, email: token.email ?? "" },
        action: "auth.sign_out",
        target: { type: "user", id: token.email ?? token.sub },
        outcome: "success",
      });
    },
  },
});
