import "server-only";
import { isTransactionScopeKind } from "@/features/transactions/lib/scope";
import { isCamsError } from "@/lib/cams/client";
import { explainProviderError } from "@/lib/console/actions/explain-provider-error";
import { requirePermission } from "@/lib/console/auth/session";
import { type ScopeReader, transactionScopes } from "./scope-readers";

/** A request the console itself cannot serve, such as a page number that is not one: 400. */
export class RequestProblem extends Error {}

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * The route handlers' one path to the provider: the scope's permission first (session and
 * role, refusals audited), then the read. A provider refusal comes back as its explained code;
 * the browser sees only `{ message }`, never a credential.
 */
export async function transactionsRoute(
  kind: string,
  read: (scope: ScopeReader) => Promise<unknown>,
): Promise<Response> {
  if (!isTransactionScopeKind(kind)) return json({ message: "No such transaction list." }, 404);
  const scope = transactionScopes[kind];
  const check = await requirePermission(scope.permission);
  if (!check.ok) {
    return check.reason === "unauthenticated"
      ? json({ message: "Your session has ended: sign in again." }, 401)
      : json({ message: "Your role cannot see these transactions." }, 403);
  }
  try {
    return json(await read(scope), 200);
  } catch (error) {
    if (error instanceof RequestProblem) return json({ message: error.message }, 400);
    if (!isCamsError(error)) throw error;
    // 404 keeps its meaning; any other refusal is the provider's, not this request's fault.
    return json(
      { message: await explainProviderError(check.db, error), code: String(error.code) },
      error.httpStatus === 404 ? 404 : 502,
    );
  }
}
