import path from "node:path";
import type { ClusterContext, ServerContext } from "../measures/context";
import { fundedAccounts, newCustomerWithAccount } from "./accounts";
import { CASES, CLIENTS, credentials, log, PORT, ROWS, rows, serverSettings } from "./config";
import { signInCookie } from "./console-pages";
import { sandboxClient } from "./sandbox-client";
import {
  analyze,
  seedAccountHistory,
  seedAuditEntries,
  seedCases,
  seedCustomers,
  seedDirectory,
} from "./seed";
import { startNext } from "./servers";

/** Runs a seed step, saying how long it took. */
async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  log(what);
  const started = Date.now();
  const result = await step();
  log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
}

/**
 * Starts `npm start`'s server on the cluster, makes the accounts the measures post to (through
 * the API), seeds the bulk rows (SQL) and signs in to the console. Without a session the
 * console's measures fail, each as its own error row; the others run. The caller stops the
 * server it is handed; if a later step fails, the server is stopped here.
 */
export async function prepareServer(
  cluster: ClusterContext,
  ceiling: number,
): Promise<ServerContext> {
  const callLog = path.join(cluster.tmp, "provider-calls.jsonl");
  log(`starting npm start's server on ${PORT} (PostgreSQL)`);
  const env = {
    DATABASE_URL: cluster.url,
    PGLITE_DIR: "",
    ...serverSettings,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${path.resolve("bench/provider-call-log.cjs")}`,
    BENCH_PROVIDER_LOG: callLog,
  };
  const server = await startNext(PORT, env);
  try {
    const client = sandboxClient(`${server.baseUrl}/sandbox`, credentials);
    await client.signIn();

    log("creating the accounts the measures post to (through the API)");
    const spread = await fundedAccounts(client, CLIENTS, "Spread");
    const [hot] = await fundedAccounts(client, 1, "Hot");
    const [fresh] = await fundedAccounts(client, 1, "Fresh");
    const big = await newCustomerWithAccount(client, "Millionrows", true);

    const { pool } = cluster;
    await timed(`seeding ${rows} transactions on one account (SQL)`, () =>
      seedAccountHistory(pool, big.accountId, ROWS),
    );
    const identifications = await timed(`seeding ${rows} customers (SQL)`, () =>
      seedCustomers(pool, ROWS),
    );
    await timed(`seeding ${rows} directory rows (SQL)`, () => seedDirectory(pool, ROWS));
    await timed(`seeding ${CASES.toLocaleString("en")} compliance cases (SQL)`, () =>
      seedCases(pool, CASES),
    );
    await timed(`seeding ${rows} audit entries (SQL)`, () => seedAuditEntries(pool, ROWS));
    await analyze(pool);

    let signInError: unknown;
    const cookie = await signInCookie(server.baseUrl).catch((error) => {
      signInError = error;
      return undefined;
    });
    const session = () => {
      if (cookie === undefined) throw signInError;
      return cookie;
    };
    const ctx: ServerContext = {
      ...cluster,
      server,
      // Killed as a crash would (no shutdown), then started again on the same database.
      async restart() {
        await ctx.server.kill();
        ctx.server = await startNext(PORT, env);
      },
      client,
      callLog,
      ceiling,
      spread,
      hot: hot!,
      fresh: fresh!,
      big,
      identifications,
      session,
    };
    return ctx;
  } catch (error) {
    await server.stop();
    throw error;
  }
}
