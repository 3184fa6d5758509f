// `npm run directory:sync [-- --rebuild] [-- --pages N]`: fills the console's directory from the
// provider: every customer GET /customers lists, newest first, 50 a page, with their accounts
// and cards. Resumable: progress is kept in console.directory_sync after each page, so a run
// stopped half-way (Ctrl+C, a kill, a provider that went down) continues at its next page. A
// backfill already under way (started by a server, or a stopped run) is resumed; otherwise one
// starts from page 1. --rebuild empties the customers' side first; --pages N stops after N pages.
//
// The provider has no list of corporates: they enter the directory only from the provider's
// answers and webhooks, and a rebuild keeps them.
//
// Which provider: CAMS_BASE_URL, as the console. Without it, the sandbox built into the console,
// mounted here in-process on the configured database (as the server mounts it). With the
// embedded database (no DATABASE_URL) the server must be stopped: one PGlite directory serves
// one process. A running server does the same itself (on start when the directory is empty,
// then every 30 s; Settings → Directory).
//
// Run with `--conditions=react-server` (package.json does) so the console's server modules load.
import { parseArgs } from "node:util";
import { type CamsClient, createCamsClient } from "../lib/cams/client";
import { camsClientConfigFromEnv } from "../lib/console/cams-client";
import { setting } from "../lib/console/deployment";
import {
  emptyForRebuild,
  readSyncState,
  releaseLease,
  runDirectorySync,
  scheduleBackfill,
} from "../lib/console/directory/sync";
import { providerPassword } from "../lib/console/provider-credentials";
import type { Db } from "../lib/db";
import { openConfiguredDb } from "../lib/db/client";
import { runMigrations } from "../lib/db/migrate";
import { createSandboxApp } from "../lib/sandbox/app";
import { sandboxConfigFromEnv } from "../lib/sandbox/config";
import { inProcessClient } from "../lib/sandbox/demo/client";

const { values } = parseArgs({
  options: { rebuild: { type: "boolean", default: false }, pages: { type: "string" } },
});
const maxPages = values.pages === undefined ? undefined : Number(values.pages);
if (maxPages !== undefined && !(Number.isInteger(maxPages) && maxPages > 0)) {
  console.error("error: --pages must be a whole number above 0");
  process.exit(2);
}

const embedded = !setting(process.env, "DATABASE_URL");
const builtIn = !setting(process.env, "CAMS_BASE_URL");
if (embedded) {
  // A server on the embedded database holds it: opening it here too would corrupt it.
  const port = process.env.PORT || 3000;
  const answered = await fetch(`http://127.0.0.1:${port}/login`, {
    signal: AbortSignal.timeout(1_000),
  }).then(
    () => true,
    () => false,
  );
  if (answered) {
    console.error(
      `error: a console server answers on port ${port}, and it holds the embedded database. ` +
        "Use Settings → Directory there (Sync now, Rebuild), or stop it and run this again.",
    );
    process.exit(1);
  }
}

const handle = openConfiguredDb();
await runMigrations(handle);
const db: Db = handle.db;
const consoleConfig = camsClientConfigFromEnv();
const password = await providerPassword(db, consoleConfig);
const client: CamsClient = builtIn
  ? inProcessClient(
      createSandboxApp({
        db: async () => db,
        config: sandboxConfigFromEnv(),
        now: () => new Date(),
      }),
      { ...sandboxConfigFromEnv(), password },
    )
  : createCamsClient({ ...consoleConfig, password });
const holder = `directory:sync script ${process.pid}`;

// Ctrl+C: the pages read are kept; the lease is given back so a new run resumes at once.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void releaseLease(db, holder)
      .finally(() => handle.close())
      .finally(() => {
        console.log("\nstopped: the next run resumes at the page after the last one read.");
        process.exit(130);
      });
  });
}

if (values.rebuild) {
  const emptied = await emptyForRebuild(db, holder);
  if (!emptied.ok) {
    console.error("error: a sync is running (a server holds the lease); try again when it ends.");
    await handle.close();
    process.exit(1);
  }
  console.log("emptied the directory's customers, their accounts and cards");
} else if ((await readSyncState(db)).backfillNextPage === null) {
  await scheduleBackfill(db);
}

const from = (await readSyncState(db)).backfillNextPage;
console.log(
  `backfill from page ${from} (${builtIn ? "the built-in sandbox" : consoleConfig.baseUrl})`,
);
const report = await runDirectorySync(
  {
    db,
    client,
    holder,
    onProgress: ({ pagesDone, rowsDone, totalCount }) =>
      console.log(
        `  ${rowsDone} of ${totalCount ?? "?"} customers read (${pagesDone} page${pagesDone === 1 ? "" : "s"})`,
      ),
  },
  { trigger: "now", maxPages },
);
await handle.close();
if (!report.ran) {
  console.error("error: a sync is running (a server holds the lease); try again when it ends.");
  process.exit(1);
}
console.log(report.message);
process.exit(report.ok ? 0 : 1);
