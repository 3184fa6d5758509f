import { describe, expect, it } from "vitest";
import { projectFiles, readProjectFile } from "./testing";

// zod's issues are worded in plain words by lib/cams/zod.ts, which installs the wording and
// hands out `z`. A module that built a schema with "zod" itself would word its issues in zod's
// English ("Invalid input: expected string") on any page that happened not to load the gateway,
// so nothing else may take zod's API. Types (`import type`) carry no wording and may come from
// "zod".

const GATEWAY = "lib/cams/zod.ts";

/** An import of zod's values (not only its types), from "zod" or any of its entry points. */
const takesZodValues = (source: string) =>
  /^import\s+(?!type\b)[^;]*?\bfrom\s+["']zod(?:\/[^"']*)?["']/m.test(source);

describe("zod's API", () => {
  it(`is taken from ${GATEWAY} everywhere else`, () => {
    const direct = projectFiles(
      "app",
      "features",
      "components",
      "lib",
      "scripts",
      "bench",
      "e2e",
      "tests",
    )
      .filter((file) => /\.(tsx?|mjs)$/.test(file) && file !== GATEWAY)
      .filter((file) => takesZodValues(readProjectFile(file)));
    expect(direct).toEqual([]);
  });

  it("tells a value import from a type import", () => {
    expect(takesZodValues('import { z } from "zod";')).toBe(true);
    expect(takesZodValues('import { config } from "zod/v4/core";')).toBe(true);
    expect(takesZodValues('import { type ZodType, z } from "zod";')).toBe(true);
    expect(takesZodValues('import type { z } from "zod";')).toBe(false);
    expect(takesZodValues('import { z } from "@/lib/cams/zod";')).toBe(false);
    expect(takesZodValues("const fixture = 'import { z } from \"zod\";';")).toBe(false);
  });
});
