import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readProjectFile } from "./testing";

// The console's server modules start with `import "server-only"`, which throws outside React's
// server build unless Node resolves packages with the "react-server" condition. A command that
// runs such a module under tsx (the bench measures cases and the directory through them) must
// pass that condition, or it stops on its first import: the bench did, unnoticed, from issue 31
// on, because no test runs it.

const root = path.resolve(import.meta.dirname, "..");

/** package.json's tsx commands: name, the entry file and whether the condition is passed. */
function tsxCommands() {
  const scripts = JSON.parse(readProjectFile("package.json")).scripts as Record<string, string>;
  return Object.entries(scripts).flatMap(([name, command]) => {
    const match = /^tsx((?:\s+--\S+)*)\s+(\S+\.ts)$/.exec(command);
    if (!match) return [];
    return [{ name, entry: match[2]!, reactServer: /--conditions=react-server\b/.test(match[1]!) }];
  });
}

/** Whether the entry's import graph reaches the server-only guard. */
function reachesServerOnly(entry: string) {
  const run = spawnSync(
    path.join(root, "node_modules/.bin/depcruise"),
    ["--config", ".dependency-cruiser.cjs", "--output-type", "json", entry],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const modules = (JSON.parse(run.stdout) as { modules: { source: string }[] }).modules;
  return modules.some((module) => module.source.includes("node_modules/server-only/"));
}

describe("package.json's tsx commands", () => {
  const commands = tsxCommands();

  it("are found (the bench among them)", () => {
    expect(commands.map((command) => command.name)).toContain("bench");
  });

  it.each(commands)(
    "$name passes the react-server condition if it loads a server module",
    ({ entry, reactServer }) => {
      if (reachesServerOnly(entry)) expect(reactServer).toBe(true);
    },
    30_000,
  );
});
