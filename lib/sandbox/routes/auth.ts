import { eq } from "drizzle-orm";
import { ErrorCode } from "@/lib/cams";
import { forgetApiUsers } from "../auth/api-users";
import { hashApiPassword, verifyApiPassword } from "../auth/password-hash";
import { issueAccessToken, revokeAccessTokens } from "../auth/tokens";
import { SandboxError } from "../errors";
import type { HandlerMap, ValidationCodes } from "../handler";
import { apiUsers } from "../tables/transport";

export const authHandlers: HandlerMap = {
  async createToken({ body, ctx, caller }) {
    // The credentials must be those of the API user whose key came with the request.
    const matches =
      body.username === caller.username &&
      body.client_id === caller.clientId &&
      body.client_key === caller.clientKey &&
      (await verifyApiPassword(caller.passwordHash, body.password));
    if (!matches) throw new SandboxError(ErrorCode.CredentialsOrTokenInvalid);
    const ttl = ctx.config.tokenTtlSeconds;
    const token = await issueAccessToken(ctx.db, caller.id, ttl, ctx.now);
    return { status: 200, body: { access_token: token, token_type: "Bearer", expires_in: ttl } };
  },

  async managePassword({ body, ctx, caller }) {
    if (!(await verifyApiPassword(caller.passwordHash, body.current_password))) {
      throw new SandboxError(ErrorCode.CredentialsOrTokenInvalid);
    }
    await ctx.db
      .update(apiUsers)
      .set({ passwordHash: await hashApiPassword(body.new_password), passwordChangedAt: ctx.now })
      .where(eq(apiUsers.id, caller.id));
    forgetApiUsers();
    // Tokens issued under the old password stop working with it: a leaked password is contained.
    await revokeAccessTokens(ctx.db, caller.id);
    return { status: 204 };
  },
};

/** The spec gives username, client_key and client_id pattern failures codes of their own. */
export const authValidationCodes: ValidationCodes = {
  createToken(errors) {
    if (errors.username) return ErrorCode.UsernameInvalid;
    if (errors.client_key) return ErrorCode.ClientKeyInvalid;
    if (errors.client_id) return ErrorCode.ClientIdInvalid;
    return ErrorCode.RequestPayloadIncorrect;
  },
};
