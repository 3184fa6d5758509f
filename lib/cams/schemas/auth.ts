import { clientId, clientKey, password, username, xUniqueId } from "../fields";
import { text } from "../helpers";
import { z } from "../zod";

/** POST /token (the three fields beside `password` are the sandbox contract's). */
export const tokenRequest = z.strictObject({
  username,
  password,
  client_id: clientId,
  client_key: clientKey,
});

export const tokenResponse = z.looseObject({
  access_token: z.string(),
  token_type: z.string(),
  /** Lifetime in seconds. */
  expires_in: z.number(),
});

/** POST /manage/password: both passwords follow the password rules (v1.55). */
export const managePasswordRequest = z
  .strictObject({ current_password: password, new_password: password })
  .refine((value) => value.new_password !== value.current_password, {
    message: "The new password must differ from the current one",
    path: ["new_password"],
  })
  .meta({ description: "new_password must differ from current_password." });

/** Header names as sent; HTTP compares them case-insensitively. */
export const headerNames = {
  uniqueId: "X-Unique-Id",
  apiKey: "X-Api-Key",
  authorization: "Authorization",
  signature: "X-Signature",
} as const;

export const bearerAuthorization = z
  .string()
  .regex(/^Bearer \S+$/, "Authorization must be Bearer <ACCESS_TOKEN>");

/** Lowercase hex HMAC-SHA256 of the raw body (the sandbox contract's signature scheme). */
export const requestSignature = z
  .string()
  .regex(/^[0-9a-f]{64}$/, "X-Signature must be 64 lowercase hexadecimal characters");

/**
 * Request headers, keyed in lowercase as servers (and Hono) present them. Which ones a request
 * needs depends on the operation (no bearer on /token, a signature only with a body), so all
 * are optional here and the error codes of a missing one differ; see the spec's Authentication.
 */
export const requestHeaders = z.looseObject({
  "x-unique-id": xUniqueId.optional(),
  "x-api-key": text.optional(),
  authorization: bearerAuthorization.optional(),
  "x-signature": requestSignature.optional(),
});
