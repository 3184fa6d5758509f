import { OpenAPIHono } from "@hono/zod-openapi";
import { ErrorCode } from "@/lib/cams";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { ensureApiUser } from "./auth/api-users";
import { SANDBOX_BASE_PATH } from "./base-path";
import { registerAccounts } from "./domain/accounts/register";
import { registerCards } from "./domain/cards/register";
import { errorBody, SandboxError } from "./errors";
import type { HandlerMap, ValidationCodes } from "./handler";
import { openApiDocument } from "./openapi";
import { accountHandlers } from "./routes/accounts";
import { authHandlers, authValidationCodes } from "./routes/auth";
import { beneficiaryHandlers } from "./routes/beneficiaries";
import { cardHandlers } from "./routes/cards";
import { clockHandlers } from "./routes/clock";
import { corporateHandlers } from "./routes/corporates";
import { customerHandlers } from "./routes/customers";
import { errorCodeHandlers } from "./routes/error-codes";
import { moneyHandlers } from "./routes/money";
import { simulationConfigHandlers } from "./routes/simulation-config";
import { simulationHandlers } from "./routes/simulations";
import { spendControlHandlers } from "./routes/spend-controls";
import { stateHandlers } from "./routes/states";
import { transactionHandlers } from "./routes/transactions";
import { bindOperations, boundOperations } from "./transport/dispatch";
import type { SandboxDeps, SandboxEnv } from "./transport/env";
import { guard } from "./transport/guard";
import { methodGuard } from "./transport/methods";

const handlers: HandlerMap = {
  ...authHandlers,
  ...errorCodeHandlers,
  ...customerHandlers,
  ...corporateHandlers,
  ...simulationConfigHandlers,
  ...accountHandlers,
  ...transactionHandlers,
  ...moneyHandlers,
  ...cardHandlers,
  ...spendControlHandlers,
  ...beneficiaryHandlers,
  ...simulationHandlers,
  ...stateHandlers,
  ...clockHandlers,
};

// Resources that hang off customers plug into its machinery once per process.
let plugged = false;
function plugInResources() {
  if (plugged) return;
  plugged = true;
  registerAccounts();
  registerCards();
}
const validationCodes: ValidationCodes = { ...authValidationCodes };

/**
 * The sandbox as one Hono app under /sandbox: mounted by Next at app/sandbox and served alone
 * by `npm run sandbox`. Its state lives in the database from `deps`.
 */
export function createSandboxApp(deps: SandboxDeps) {
  plugInResources();
  let ready: Promise<void> | undefined;
  const withApiUser: SandboxDeps = {
    ...deps,
    db: async () => {
      const db = await deps.db();
      // Forgotten when it fails (the database away at the first request), so the next request
      // tries again rather than failing until the server restarts.
      ready ??= ensureApiUser(db, deps.config).catch((error) => {
        ready = undefined;
        throw error;
      });
      await ready;
      return db;
    },
  };

  const app = new OpenAPIHono<SandboxEnv>().basePath(SANDBOX_BASE_PATH);
  // Before anything else: OPTIONS and a method the path does not have (405) name its methods.
  app.use(
    "*",
    methodGuard([{ method: "GET", path: "/openapi.json" }, ...boundOperations(handlers)]),
  );
  app.get("/openapi.json", (c) =>
    c.json(openApiDocument(new URL(SANDBOX_BASE_PATH, c.req.url).toString())),
  );
  app.use("*", guard(withApiUser));
  bindOperations(app, withApiUser, handlers, validationCodes);

  app.notFound((c) => c.json(errorBody(ErrorCode.ResourceNotFound), 404));
  app.onError((error, c) => {
    if (error instanceof SandboxError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(error.code, error.errors), error.status as 400);
    }
    // The database restarting, out of reach, or out of a resource under load (a deadlock still
    // there after the transaction's retries, too many connections, a lock or statement timeout):
    // the spec's 503, which says "try again later", not a 500 that reads as a fault in the
    // sandbox. The pool replaces lost connections, so requests succeed again once the database
    // is back, without restarting the server. lib/db/unavailable.ts reads the SQLSTATE class.
    if (isDatabaseUnavailable(error)) {
      console.error("[sandbox] database unavailable:", error.message);
      c.header("Retry-After", "1");
      return c.json(errorBody(ErrorCode.ServiceUnderMaintenance), 503);
    }
    console.error("[sandbox]", error);
    return c.json(errorBody(ErrorCode.ServerError), 500);
  });
  return app;
}

export type SandboxApp = ReturnType<typeof createSandboxApp>;
