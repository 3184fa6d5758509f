import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Forms state their defaults as they are and take the schema's parsed output: useActionForm
// types both once (FormDefaults), so a component never needs to silence the type checker.

const root = path.resolve(import.meta.dirname, "..");

/** The component files: components/ and each feature's components/, tests left out. */
function componentFiles(): string[] {
  const all = (dir: string) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) =>
      path.posix.join(dir, file.split(path.sep).join("/")),
    );
  const features = readdirSync(path.join(root, "features")).flatMap((feature) => {
    const dir = `features/${feature}/components`;
    try {
      return all(dir);
    } catch {
      return [];
    }
  });
  return [...all("components"), ...features].filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
}

describe("typed forms", () => {
  it("no component casts a value to never or through unknown", () => {
    const casts = componentFiles().flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (/\bas (never|unknown as)\b/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(casts).toEqual([]);
  });
});
