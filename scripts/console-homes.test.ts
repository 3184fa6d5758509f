import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One home per concern (docs/architecture.md): a module lives in lib/console only if something
// outside features/ needs it (lib/, a route, proxy.ts, next.config.mjs). A module only features
// import belongs in features/<area>/lib, exported through that area's server.ts. Tests and test
// helpers do not count as importers: a test may reach anywhere.

const root = path.resolve(import.meta.dirname, "..");

/**
 * lib/console modules that only features import, and stay: each is shared by several areas,
 * and no one area can own it.
 */
const allowed: Record<string, string> = {
  // Every area's loaders: a provider refusal shown on the page, or an unknown id as a real 404.
  "lib/console/read-or-explain.ts": "shared by the loaders of every area",
  "lib/console/or-not-found.ts": "shared by the loaders of every area",
  // Names what a page references (approvals, events, the audit log, timelines, exports).
  "lib/console/directory/named-parties.ts": "shared by every area that names parties",
  // The shape each area gives its approvable actions; features/approvals' registry imports
  // those areas, so they cannot import it from features/approvals without a cycle.
  "lib/console/approvals/preview.ts": "the contract between approvals and the areas it runs",
};

type Module = { source: string; dependencies: { resolved: string }[] };

const isTest = (file: string) =>
  /\.test\.tsx?$|(^|\/)__fixtures__\/|(^|\/)testing(\/|\.ts$)/.test(file);

/** The lib/console modules every importer of which (tests aside) is a feature. */
function featureOnlyModules(modules: readonly Module[]): string[] {
  const importers = new Map<string, string[]>();
  for (const module of modules) {
    if (isTest(module.source)) continue;
    for (const { resolved } of module.dependencies) {
      importers.set(resolved, [...(importers.get(resolved) ?? []), module.source]);
    }
  }
  return modules
    .map((module) => module.source)
    .filter((source) => source.startsWith("lib/console/") && !isTest(source))
    .filter((source) => {
      const from = importers.get(source) ?? [];
      return from.length > 0 && from.every((file) => file.startsWith("features/"));
    })
    .sort();
}

/** The project's import graph, as dependency-cruiser reads it (its config: tsconfig paths). */
function projectModules(): Module[] {
  const run = spawnSync(
    path.join(root, "node_modules/.bin/depcruise"),
    [
      "--config",
      ".dependency-cruiser.cjs",
      "--output-type",
      "json",
      ...["app", "features", "components", "lib", "scripts", "bench", "tests"],
      ...["instrumentation.ts", "proxy.ts", "next.config.mjs"],
    ],
    { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  return (JSON.parse(run.stdout) as { modules: Module[] }).modules;
}

describe("lib/console holds only what something outside features/ needs", () => {
  it("finds a module only features import, and not one a lib module, a route or a test needs", () => {
    const modules: Module[] = [
      { source: "lib/console/only-features.ts", dependencies: [] },
      { source: "lib/console/platform.ts", dependencies: [] },
      { source: "lib/console/for-routes.ts", dependencies: [] },
      {
        source: "lib/console/actions/define.ts",
        dependencies: [{ resolved: "lib/console/platform.ts" }],
      },
      {
        source: "features/cards/lib/card.ts",
        dependencies: [
          { resolved: "lib/console/only-features.ts" },
          { resolved: "lib/console/platform.ts" },
          { resolved: "lib/console/for-routes.ts" },
        ],
      },
      { source: "app/api/route.ts", dependencies: [{ resolved: "lib/console/for-routes.ts" }] },
      {
        source: "lib/console/only-features.test.ts",
        dependencies: [{ resolved: "lib/console/only-features.ts" }],
      },
    ];
    expect(featureOnlyModules(modules)).toEqual(["lib/console/only-features.ts"]);
  });

  it("holds no module that only features import, beyond the commented allow-list", () => {
    const found = featureOnlyModules(projectModules());
    expect(found.filter((file) => !(file in allowed))).toEqual([]);
    // An entry that no longer applies goes from the list.
    expect(Object.keys(allowed).filter((file) => !found.includes(file))).toEqual([]);
  }, 180_000);
});
