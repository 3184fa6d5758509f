import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/lib/db";
import { audit } from "../audit";
import { clientIp } from "../request-ip";
import { authenticate, authenticateSecondFactor } from "./authenticate";
import { authConfig } from "./config";
import { logAuthError } from "./log-auth-error";
import { endSession, openSession } from "./sessions";

class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}

/** The password was right; the code is asked next, carried by this one-time challenge. */
class SecondFactorNeeded extends CredentialsSignin {
  constructor(challenge: string) {
    super();
    this.code = `second-factor:${challenge}`;
  }
}

/** The code step's five minutes ended (or the challenge was spent): the password again. */
class ChallengeEnded extends CredentialsSignin {
  code = "challenge_ended";
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
      credentials: {
        email: { label: "Email" },
        password: { label: "Password", type: "password" },
        challenge: {},
        code: { label: "Code" },
      },
      async authorize(credentials, request) {
        const text = (value: unknown) => (typeof value === "string" ? value : "");
        const [email, password] = [text(credentials.email), text(credentials.password)];
        const [challenge, code] = [text(credentials.challenge), text(credentials.code)];
        const db = await getDb();
        const ip = clientIp(request.headers);
        let result: Awaited<ReturnType<typeof authenticate>>;
        if (challenge && code) result = await authenticateSecondFactor(db, { challenge, code }, ip);
        else if (email && password) result = await authenticate(db, { email, password }, ip);
        else throw new InvalidCredentials();
        if (result.ok) {
          const userAgent = request.headers.get("user-agent");
          return {
            ...result.user,
            sessionId: await openSession(db, result.user.id, { ip, userAgent }),
          };
        }
        if (result.reason === "throttled") throw new SignInThrottled(result.retryAfterSeconds);
        if (result.reason === "second-factor") throw new SecondFactorNeeded(result.challenge);
        if (result.reason === "challenge-ended") throw new ChallengeEnded();
        throw new InvalidCredentials();
      },
    }),
  ],
  events: {
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      if (!token?.sub) return;
      const db = await getDb();
      // This device's session alone; the user's others go on (their Security page ends them).
      if (typeof token.sid === "string") await endSession(db, token.sub, token.sid);
      await audit(db, {
        actor: { id: token.sub, email: token.email ?? "" },
        action: "auth.sign_out",
        target: { type: "user", id: token.email ?? token.sub },
        outcome: "success",
      });
    },
  },
});
