import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "prepare-dev.mjs");

/** Runs the script in a fresh folder holding `envLocal` (if any); answers the .env.local after. */
function prepare(envLocal?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cams-prepare-dev-"));
  if (envLocal !== undefined) writeFileSync(path.join(dir, ".env.local"), envLocal);
  const env = { PATH: process.env.PATH, NODE_ENV: "development" as const };
  expect(spawnSync(process.execPath, [script], { cwd: dir, env }).status).toBe(0);
  return readFileSync(path.join(dir, ".env.local"), "utf8");
}

const secrets = (text: string) => text.match(/^AUTH_SECRET=.*$/gm) ?? [];

describe("npm run dev's preparation", () => {
  it("writes a marked development AUTH_SECRET into a fresh clone", () => {
    expect(secrets(prepare())).toEqual([expect.stringMatching(/^AUTH_SECRET=dev-only-\S{40,}$/)]);
  });

  it("fills the empty AUTH_SECRET= of a copied .env.example in place", () => {
    const after = prepare("# copied\nAUTH_SECRET=\nSEED_DEMO=\n");
    expect(secrets(after)).toEqual([expect.stringMatching(/^AUTH_SECRET=dev-only-\S{40,}$/)]);
    expect(after).toMatch(/^SEED_DEMO=$/m);
  });

  it("keeps a secret that is already there", () => {
    expect(prepare("AUTH_SECRET=mine-and-long-enough-for-anyone-0001\n")).toBe(
      "AUTH_SECRET=mine-and-long-enough-for-anyone-0001\n",
    );
  });
});
