import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The import rules (.dependency-cruiser.cjs) can fail: each is broken once in a small tree laid
// out like the project's, and must be reported; the same tree without the breach reports none.

const root = path.resolve(import.meta.dirname, "..");

/** Runs the project's rules over `files` (path → source); answers the names of the rules broken. */
function brokenRules(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "cams-import-rules-"));
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: {} }));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const run = spawnSync(
    path.join(root, "node_modules/.bin/depcruise"),
    ["--config", path.join(root, ".dependency-cruiser.cjs"), "--output-type", "json", "."],
    { cwd: dir, encoding: "utf8" },
  );
  const result = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string } }[] };
  };
  return [...new Set(result.summary.violations.map((v) => v.rule.name))].sort();
}

const clean = {
  "lib/cams/rule.ts": 'import { z } from "zod";\nexport const rule = z.string();\n',
  "lib/console/audit.ts": 'import { rule } from "../cams/rule";\nexport const audit = rule;\n',
  "features/cards/index.ts": 'export { card } from "./lib/card";\n',
  "features/cards/lib/card.ts":
    'import { audit } from "../../../lib/console/audit";\nexport const card = audit;\n',
  "features/customers/lib/customer.ts":
    'import { card } from "../../cards/index";\nexport const customer = card;\n',
  "components/ui/button.ts":
    'import { rule } from "../../lib/cams/rule";\nexport const button = rule;\n',
  "app/page.ts":
    'import { customer } from "../features/customers/lib/customer";\nexport default customer;\n',
};

describe("the import rules", () => {
  it("pass the tree that keeps them", () => {
    expect(brokenRules(clean)).toEqual([]);
  }, 30_000);

  it.each([
    ["lib-not-upwards", { "lib/console/up.ts": 'import "../../features/cards/index";\n' }],
    ["feature-public-face", { "features/customers/lib/x.ts": 'import "../../cards/lib/card";\n' }],
    ["features-not-app", { "features/cards/lib/y.ts": 'import "../../../app/page";\n' }],
    ["components-only-ui", { "components/ui/z.ts": 'import "../../features/cards/index";\n' }],
    ["cams-only-zod", { "lib/cams/w.ts": 'import "../console/audit";\n' }],
    [
      "cams-only-zod",
      {
        "lib/cams/p.ts": 'import { pkg } from "some-package";\nexport const p = pkg;\n',
        "node_modules/some-package/package.json": '{ "name": "some-package", "main": "index.js" }',
        "node_modules/some-package/index.js": "exports.pkg = 1;\n",
      },
    ],
    [
      "cams-only-zod",
      {
        "lib/cams/n.ts":
          'import { readFileSync } from "node:fs";\nexport const n = readFileSync;\n',
      },
    ],
    [
      "links-on-intent",
      {
        "features/cards/lib/l.ts": 'import "next/link";\n',
        "node_modules/next/package.json": '{ "name": "next" }',
        "node_modules/next/link.js": "exports.Link = 1;\n",
      },
    ],
    ["sandbox-not-console", { "lib/sandbox/v.ts": 'import "../console/audit";\n' }],
    [
      "console-not-sandbox",
      { "lib/console/s.ts": 'import "../sandbox/v";\n', "lib/sandbox/v.ts": "" },
    ],
    [
      "no-circular",
      {
        "lib/console/a.ts": 'import { b } from "./b";\nexport const a = b;\n',
        "lib/console/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      },
    ],
  ])(
    "report %s",
    (rule, breach) => {
      expect(brokenRules({ ...clean, ...breach })).toContain(rule);
    },
    30_000,
  );
});
