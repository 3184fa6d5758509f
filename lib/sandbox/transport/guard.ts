import type { Context, MiddlewareHandler } from "hono";
import { bearerAuthorization, ErrorCode, xUniqueId } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { findJsonTextProblem } from "@/lib/http/json-text";
import { readBodyLimited } from "@/lib/http/read-body";
import { findApiUserByKey } from "../auth/api-users";
import { checkSignature } from "../auth/signature";
import { checkAccessToken } from "../auth/tokens";
import { invalidPayload, SandboxError } from "../errors";
import type { SandboxDeps, SandboxEnv } from "./env";
import { housekeep } from "./housekeeping";
import { admitRequest } from "./quota";
import { type RequestId, rememberRequestId } from "./request-ids";

const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);
const tokenPath = /\/token$/;
// The operations that check the API user's password read its row afresh.
const passwordPath = /\/(token|manage\/password)$/;

/**
 * Everything a request passes before an operation sees it, in the contract's order: API key,
 * X-Unique-Id, quota, bearer token, then for POST/PUT/PATCH the body: size, media type,
 * signature and JSON.
 *
 * The X-Unique-Id is checked here and remembered by the operation's own transaction
 * (transport/dispatch.ts), so a movement and its id commit together; a GET, which only reads,
 * has it remembered once it has answered. A request refused without
 * that transaction committing, here or by the operation, has its id remembered on the way out:
 * a reuse is refused whatever the first one met. A server error (5xx) made nothing, and
 * remembers nothing: the client may send the same request again under the same id, as it
 * would after the server stopped mid-request.
 */
export function guard(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const db = await deps.db();
    c.set("realNow", deps.now());
    const requestId = await checkHeaders(c, db);
    // Set by checkAccess's first statement, which reads the sandbox's clock; a refusal before
    // it is on real time.
    c.set("now", c.var.realNow);
    const rememberRefused = (status: number) =>
      status < 500 &&
      rememberRequestId(db, requestId, c.var.realNow).catch((error: unknown) => {
        // The refusal already made stands; a reuse of this id may be processed, as if new.
        console.warn("[sandbox] could not remember a refused request's X-Unique-Id", error);
      });
    try {
      await checkAccess(c, deps, db);
      await housekeep(db, c.var.realNow);
      await readBody(c, deps);
    } catch (error) {
      // A reused id is already remembered: no statement for it.
      if (error instanceof SandboxError && error.code !== ErrorCode.XUniqueIdNotUnique)
        await rememberRefused(error.status);
      throw error;
    }
    await next();
    if (!c.var.requestIdKept) await rememberRefused(c.res.status);
  };
}

/** The API key, then the X-Unique-Id's shape (whether it is new is checkAccess's first step). */
async function checkHeaders(c: Context<SandboxEnv>, db: Db): Promise<RequestId> {
  const apiKey = c.req.header("x-api-key");
  if (!apiKey) throw new SandboxError(ErrorCode.ApiKeyRequired);
  const apiUser = await findApiUserByKey(db, apiKey, {
    fresh: c.req.method === "POST" && passwordPath.test(c.req.path),
  });
  if (!apiUser) throw new SandboxError(ErrorCode.ApiKeyUnauthorized);
  c.set("apiUser", apiUser);

  const uniqueId = c.req.header("x-unique-id");
  if (!uniqueId || !xUniqueId.safeParse(uniqueId).success) {
    throw new SandboxError(ErrorCode.XUniqueIdInvalid);
  }
  const requestId = { apiKey, uniqueId };
  c.set("requestId", requestId);
  return requestId;
}

/**
 * The sandbox's time, that the X-Unique-Id is new for the key, the key's quota (one statement
 * for the three), then the bearer token (but on /token, which issues it).
 */
async function checkAccess(c: Context<SandboxEnv>, deps: SandboxDeps, db: Db) {
  const quota = await admitRequest(db, c.var.requestId, deps.config.quotaPerMinute, c.var.realNow);
  const now = quota.now;
  c.set("now", now);
  if (quota.seen) throw new SandboxError(ErrorCode.XUniqueIdNotUnique);
  if (!quota.allowed) {
    throw new SandboxError(ErrorCode.QuotaExceeded, undefined, {
      "Retry-After": String(quota.retryAfterSeconds),
    });
  }

  const isTokenRequest = c.req.method === "POST" && tokenPath.test(c.req.path);
  if (!isTokenRequest) {
    const authorization = c.req.header("authorization");
    if (!authorization) throw new SandboxError(ErrorCode.BearerTokenRequired);
    if (!bearerAuthorization.safeParse(authorization).success)
      throw new SandboxError(ErrorCode.CredentialsOrTokenInvalid);
    const token = await checkAccessToken(
      db,
      authorization.slice("Bearer ".length),
      c.var.apiUser.id,
      now,
    );
    if (token.status === "expired") throw new SandboxError(ErrorCode.BearerTokenExpired);
    if (token.status === "invalid") throw new SandboxError(ErrorCode.CredentialsOrTokenInvalid);
  }
}

/** For POST/PUT/PATCH, the body: its size, media type, signature, then its JSON. */
async function readBody(c: Context<SandboxEnv>, deps: SandboxDeps) {
  c.set("hasBody", false);
  if (WITH_BODY.has(c.req.method)) {
    const body = await readBodyLimited(c.req.raw, deps.config.maxBodyBytes);
    if (!body.ok) {
      // The rest of the body is never read: the connection ends with the answer
      // (lib/http/read-body.ts, bodyTooLarge).
      c.header("Connection", "close");
      throw new SandboxError(ErrorCode.EntityTooLarge);
    }
    const mediaType = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (body.text.length > 0 && mediaType !== "application/json") {
      throw new SandboxError(ErrorCode.UnsupportedMediaType);
    }
    // Over the bytes as they came: decoding first would turn bytes that are not UTF-8 into
    // U+FFFD, and a body signed correctly would read as a mismatch.
    const signature = checkSignature(
      c.req.header("x-signature"),
      body.bytes,
      deps.config.signingSecret,
    );
    if (signature === "missing-or-malformed") throw new SandboxError(ErrorCode.SignatureInvalid);
    if (signature === "mismatch") throw new SandboxError(ErrorCode.SignatureMismatch);
    // Signed, but not text: JSON is UTF-8 (RFC 8259), so the body itself is wrong.
    if (!body.utf8) throw new SandboxError(ErrorCode.RequestBodyIncorrect);
    if (body.text.length > 0) {
      let json: unknown;
      try {
        json = JSON.parse(body.text);
      } catch {
        throw new SandboxError(ErrorCode.RequestBodyIncorrect);
      }
      const problem = findJsonTextProblem(json);
      if (problem?.kind === "too-deep") throw new SandboxError(ErrorCode.RequestBodyIncorrect);
      if (problem) {
        throw invalidPayload({ [problem.path]: ["Contains a character that is not allowed"] });
      }
      c.set("json", json);
      c.set("hasBody", true);
    }
  }
}
