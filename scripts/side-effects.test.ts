import { describe, expect, it } from "vitest";
import { projectFiles, readProjectFile } from "./testing";

// package.json's "sideEffects" tells the bundler that the app's modules do nothing when loaded
// but define their exports, so a barrel's unused re-exports (a feature's index.ts, lib/cams)
// are left out of the browser's bundles (docs/performance.md, "First-load JavaScript"). A
// module that does act when loaded must be listed there, or the bundler drops it whenever its
// exports go unused. This test finds such modules: a statement at the top level that calls
// something (`z.config(...)` in lib/cams/zod.ts), outside the list.

const declared: string[] = JSON.parse(readProjectFile("package.json")).sideEffects;

/** The modules that may reach a bundle: tests and their helpers (testing.ts, a vitest setup such
 * as testing.setup.ts, __fixtures__) never do. */
const sources = (...dirs: string[]) =>
  projectFiles(...dirs).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$|(^|\/)testing(\/|(\.[\w-]+)?\.ts$)|__fixtures__/.test(file),
  );

/** Top-level lines that call something: not a declaration, an import or an export. */
const topLevelCall =
  /^(?!(import|export|const|let|var|function|async|class|type|interface|declare|enum)\b)[A-Za-z_$][\w$.]*\s*\(/m;

describe("modules that act when loaded", () => {
  it("are the ones package.json's sideEffects names, besides CSS", () => {
    const acting = sources("app", "features", "components", "lib").filter((file) =>
      topLevelCall.test(readProjectFile(file)),
    );
    expect(acting.map((file) => `./${file}`).sort()).toEqual(
      declared.filter((entry) => !entry.endsWith(".css")).sort(),
    );
  });

  it("finds a top-level call, and not a declaration or a call inside a function", () => {
    expect(topLevelCall.test("z.config({ customError });")).toBe(true);
    expect(topLevelCall.test("export const x = make();\nfunction f() {\n  run();\n}")).toBe(false);
  });
});
