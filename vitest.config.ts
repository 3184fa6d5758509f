import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: [
      "proxy.test.ts",
      "lib/**/*.test.ts",
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
      "components/**/*.test.ts",
      "features/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
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
    alias: { "server-only": path.resolve(import.meta.dirname, "lib/testing/server-only-stub.ts") },
  },
});
