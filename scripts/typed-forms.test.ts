import { describe, expect, it } from "vitest";
import { projectFiles, readProjectFile } from "./testing";

// Forms state their defaults as they are and take the schema's parsed output: useActionForm
// types both once (FormDefaults), so a component never needs to silence the type checker.

/** The component files: components/ and each feature's components/, tests left out. */
const componentFiles = () =>
  projectFiles("components", "features").filter(
    (file) =>
      /^(components|features\/[^/]+\/components)\//.test(file) &&
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file),
  );

describe("typed forms", () => {
  it("no component casts a value to never or through unknown", () => {
    const casts = componentFiles().flatMap((file) =>
      readProjectFile(file)
        .split("\n")
        .flatMap((line, i) => (/\bas (never|unknown as)\b/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(casts).toEqual([]);
  });
});
