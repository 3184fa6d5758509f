import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:reliability`: real sandbox processes on PostgreSQL, with faults injected (kill -9,
// a database restart, a webhook receiver down) and the OpenAPI document fuzzed. Separate from
// `npm test`'s vitest run (vitest.config.ts does not include tests/), and one file at a time:
// each starts servers and loads the machine.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/reliability/testing/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": path.resolve(import.meta.dirname, "lib/testing/server-only-stub.ts") },
  },
});
