import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: [
      "lib/**/*.test.ts",
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
      "components/**/*.test.ts",
      "features/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    environment: "node",
    // Each DB-integration file opens its own PGlite (and PostgreSQL database); argon2 hashing
    // and WebAssembly start-up make the defaults too tight on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": path.resolve(import.meta.dirname, "lib/testing/server-only-stub.ts") },
  },
});
