import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// package.json's "sideEffects" tells the bundler that the app's modules do nothing when loaded
// but define their exports, so a barrel's unused re-exports (a feature's index.ts, lib/cams)
// are left out of the browser's bundles (docs/performance.md, "First-load JavaScript"). A
// module that does act when loaded must be listed there, or the bundler drops it whenever its
// exports go unused. This test finds such modules: a statement at the top level that calls
// something (`z.config(...)` in lib/cams/zod.ts), outside the list.

const root = path.resolve(import.meta.dirname, "..");
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const declared: string[] = packageJson.sideEffects;

function sources(dir: string): string[] {
  return (
    readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      // Tests and their helpers (testing.ts, a vitest setup such as testing.setup.ts) never reach a bundle.
      .filter((file) => !/\.test\.tsx?$|(^|\/)testing(\/|(\.[\w-]+)?\.ts$)|__fixtures__/.test(file))
  );
}

/** Top-level lines that call something: not a declaration, an import or an export. */
const topLevelCall =
  /^(?!(import|export|const|let|var|function|async|class|type|interface|declare|enum)\b)[A-Za-z_$][\w$.]*\s*\(/m;

describe("modules that act when loaded", () => {
  it("are the ones package.json's sideEffects names, besides CSS", () => {
    const acting = ["app", "features", "components", "lib"]
      .flatMap(sources)
      .filter((file) => topLevelCall.test(readFileSync(path.join(root, file), "utf8")));
    expect(acting.map((file) => `./${file}`).sort()).toEqual(
      declared.filter((entry) => !entry.endsWith(".css")).sort(),
    );
  });

  it("finds a top-level call, and not a declaration or a call inside a function", () => {
    expect(topLevelCall.test("z.config({ customError });")).toBe(true);
    expect(topLevelCall.test("export const x = make();\nfunction f() {\n  run();\n}")).toBe(false);
  });
});
