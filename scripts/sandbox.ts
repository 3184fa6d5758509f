// `npm run sandbox`: the sandbox alone on SANDBOX_PORT (default 4010), base URL
// http://localhost:4010/sandbox. It has its own embedded database by default
// (.data/sandbox-pglite), since one PGlite directory serves one process only.
// `npm run sandbox -- reset | snapshot NAME | …` works a running sandbox's states instead
// (./sandbox-states.ts).
import { sandboxConfigFromEnv } from "../lib/sandbox/config";
import { explainStateError, runStateCommand, stateCommands, usage } from "./sandbox-states";

const args = process.argv.slice(2);
// `--advance 1d` may stand anywhere after the command.
const advanceAt = args.indexOf("--advance");
const advance = advanceAt >= 0 ? (args.splice(advanceAt, 2)[1] ?? "") : undefined;
const [command, name] = args;
if (command) {
  if (!stateCommands.includes(command as never)) {
    console.error(`unknown command "${command}"\n${usage}`);
    process.exit(2);
  }
  try {
    console.log(
      await runStateCommand(command as (typeof stateCommands)[number], name, { advance }),
    );
    process.exit(0);
  } catch (error) {
    console.error(explainStateError(error));
    process.exit(1);
  }
}

// The server's modules (the whole sandbox, its database and migrations) load only to serve: a
// command above talks to a running sandbox over HTTP, and starts in half the time without
// them. (The config is the commands' too.)
const [
  { serve },
  { openConfiguredDb },
  { runMigrations },
  { createSandboxApp },
  { startSandboxBackground },
] = await Promise.all([
  import("@hono/node-server"),
  import("../lib/db/client"),
  import("../lib/db/migrate"),
  import("../lib/sandbox/app"),
  import("../lib/sandbox/background"),
]);

process.env.PGLITE_DIR ??= ".data/sandbox-pglite";
const handle = openConfiguredDb();
await runMigrations(handle);

const port = Number(process.env.SANDBOX_PORT || 4010);
const app = createSandboxApp({
  db: async () => handle.db,
  config: sandboxConfigFromEnv(),
  now: () => new Date(),
});
startSandboxBackground(async () => handle.db);
const server = serve(
  { fetch: app.fetch, port, hostname: process.env.SANDBOX_HOST || "127.0.0.1" },
  (info) => {
    console.log(
      `sandbox listening on http://${info.address}:${info.port}/sandbox (${handle.kind})`,
    );
  },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void handle.close().then(() => process.exit(0));
  });
}
