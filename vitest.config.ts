import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const testFiles = ["proxy.test.ts", "lib", "app", "scripts", "components", "features", "bench"]
  .flatMap((top) =>
    top.endsWith(".ts")
      ? [top]
      : readdirSync(path.join(root, top), { recursive: true, encoding: "utf8" }).map((file) =>
          path.join(top, file),
        ),
  )
  .filter((file) => file.endsWith(".test.ts"));

const source = (file: string) => readFileSync(path.join(root, file), "utf8");

/**
 * The files that need a module registry of their own. Those that replace modules (`vi.mock`) or
 * the environment, which would leak into the next file on the worker, are found by reading them,
 * so a new test that mocks is isolated without anyone listing it. The others are named here.
 */
const replacesModules = /\bvi\.(?:mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(/;
const isolated = [
  ...testFiles.filter((file) => replacesModules.test(source(file))),
  // They test a sandbox where no accounts or cards module has registered its creator yet, which
  // a worker that already imported the routes is not.
  "lib/sandbox/domain/bulk.test.ts",
  "lib/sandbox/routes/customers.test.ts",
  // It measures the heap an export grows by: in a shared worker, other files' garbage counts too.
  "features/exports/lib/csv.test.ts",
];

/**
 * The files that act as a signed-in user through lib/console/actions/testing.ts and replace
 * nothing themselves: the "session" project's setup replaces the session source and the request
 * headers for all of them.
 */
const actsSignedIn = testFiles.filter(
  (file) =>
    !isolated.includes(file) &&
    [...source(file).matchAll(/from "([^"]+)"/g)].some(
      ([, from = ""]) =>
        (from.startsWith("@/") ? from.slice(2) : path.join(path.dirname(file), from)) ===
        "lib/console/actions/testing",
    ),
);

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    environment: "node",
    // Migrates one PGlite and one PostgreSQL database per run; each DB test file starts from a
    // copy (lib/db/testing.ts).
    globalSetup: ["lib/db/testing.global-setup.ts"],
    // Vitest's default (cores − 1) is one worker on the 2-core CI machine. The DB tests spend much
    // of their time waiting on PostgreSQL and WebAssembly start-up, so two take 3/4 of the time
    // (298 s against 393 s for the whole suite, measured there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each DB-integration file opens its own PGlite (and PostgreSQL database); argon2 hashing
    // and WebAssembly start-up make the defaults too tight on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ["server-only", "next-auth"] } },
    alias: { "server-only": path.join(root, "lib/testing/server-only-stub.ts") },
    projects: [
      // Most files share their worker's modules: importing the app's module graph afresh for
      // each of 200 files was 40% of the run (411 s against 247 s on 2 cores). Their state lives
      // in databases each file opens, and what a file installs (a console, a registry entry) it
      // takes down again.
      {
        extends: true,
        test: {
          name: "shared",
          include: testFiles,
          exclude: [...isolated, ...actsSignedIn],
          isolate: false,
          provide: { keepTestDatabases: true },
        },
      },
      // Each of these files used to be a process of its own, at about 3.5 s of CPU a file.
      {
        extends: true,
        test: {
          name: "session",
          include: actsSignedIn,
          isolate: false,
          provide: { keepTestDatabases: true },
          setupFiles: ["lib/console/actions/testing.setup.ts"],
        },
      },
      { extends: true, test: { name: "isolated", include: isolated } },
    ],
  },
});
