import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The transactions view runs in the browser on every page that lists transactions. zod (30 kB
// gzip) would come with any module of its that imports the zod API, directly or through a
// lib/cams module that builds schemas: its URL parsers and filters read lib/cams's zod-free
// modules instead (enum-values, currency-codes, minor-units, page-size). docs/performance.md,
// "First-load JavaScript". The page itself loads the view lazily, after its first scripts.

const root = path.resolve(import.meta.dirname, "../../..");

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** Each module the entry reaches by value imports, with the packages it imports; server actions are references only. */
function browserModules(entry: string) {
  const packages = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (packages.has(file)) continue;
    const text = readFileSync(file, "utf8");
    // A server action's module stays on the server: the browser gets a reference to it.
    if (text.startsWith('"use server"')) {
      packages.set(file, []);
      continue;
    }
    const imports = [
      ...text.matchAll(/^(?:import|export) (?!type\b)(?:[^;]*? from )?"([^"]+)";/gms),
    ].map((match) => match[1]!);
    packages.set(
      file,
      imports.filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("@/")),
    );
    for (const specifier of imports) {
      const next = resolve(file, specifier);
      if (next) pending.push(next);
    }
  }
  return packages;
}

describe("the transactions view in the browser", () => {
  it("reaches no module that imports the zod API", () => {
    const modules = browserModules(
      path.join(root, "features/transactions/components/transactions-view.tsx"),
    );
    const withZod = [...modules]
      .filter(([, packages]) => packages.includes("zod"))
      .map(([file]) => path.relative(root, file));
    expect(modules.size).toBeGreaterThan(20);
    expect(withZod).toEqual([]);
  });

  it("is not among the page's first scripts: the page imports it lazily", () => {
    const page = browserModules(
      path.join(root, "features/transactions/components/transactions-page.tsx"),
    );
    expect(
      page.has(path.join(root, "features/transactions/components/lazy-transactions-view.tsx")),
    ).toBe(true);
    expect(
      page.has(path.join(root, "features/transactions/components/transactions-view.tsx")),
    ).toBe(false);
  });
});
