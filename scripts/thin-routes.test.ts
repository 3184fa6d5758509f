import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// app/ holds routes and nothing else (docs/architecture.md): a route parses its params, calls
// one loader and renders one feature component. Actions, rules and components live in features/.

const root = path.resolve(import.meta.dirname, "..");
const files = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
  .map((file) => path.posix.join("app", file.split(path.sep).join("/")))
  .filter((file) => /\.\w+$/.test(file));

/** The files Next.js itself gives a meaning to. */
const routeFile =
  /(^|\/)(page|layout|route|not-found|forbidden|unauthorized|error|global-error|loading)\.tsx?$/;

describe("app/ is thin", () => {
  it("holds only Next.js route files (and the global stylesheet)", () => {
    const others = files.filter((file) => !routeFile.test(file) && file !== "app/globals.css");
    expect(others).toEqual([]);
  });

  it("has no route file over 80 lines, nor any server action", () => {
    const long: string[] = [];
    const actions: string[] = [];
    for (const file of files.filter((f) => routeFile.test(f))) {
      const text = readFileSync(path.join(root, file), "utf8");
      if (text.split("\n").length > 80) long.push(file);
      if (/^\s*["']use server["']/m.test(text)) actions.push(file);
    }
    expect({ long, actions }).toEqual({ long: [], actions: [] });
  });
});
