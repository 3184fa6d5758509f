// `npm run sandbox -- reset | snapshot NAME | restore NAME | scenarios | load SCENARIO`: the
// sandbox's states, over HTTP, on a sandbox that is running: the console's built-in one
// (http://127.0.0.1:$PORT/sandbox, PORT default 3000) or the one SANDBOX_URL names, such as
// `npm run sandbox` alone (http://127.0.0.1:4010/sandbox). Over HTTP because one embedded
// database serves one process: the running server holds it.
import { createCamsClient, isCamsError } from "../lib/cams/client";
import { sandboxConfigFromEnv } from "../lib/sandbox/config";

export const stateCommands = ["reset", "snapshot", "restore", "scenarios", "load"] as const;
type Command = (typeof stateCommands)[number];

const usage = `usage: npm run sandbox -- reset | snapshot NAME | restore NAME | scenarios | load demo`;

export async function runStateCommand(command: Command, name: string | undefined) {
  const config = sandboxConfigFromEnv();
  const baseUrl = process.env.SANDBOX_URL || `http://127.0.0.1:${process.env.PORT || 3000}/sandbox`;
  const cams = createCamsClient({ ...config, baseUrl, maxRetries: 0, timeoutMs: 120_000 });
  if (command !== "reset" && command !== "scenarios" && !name) throw new Error(usage);
  const body = {};
  switch (command) {
    case "reset":
      await cams.call("resetSandbox", { body });
      return `${baseUrl}: reset to empty.`;
    case "snapshot": {
      const saved = await cams.call("saveSandboxState", { body: { name: name! } });
      return `${baseUrl}: saved the state as "${saved.name}" (${saved.rows} rows).`;
    }
    case "restore": {
      const restored = await cams.call("restoreSandboxState", { params: { name: name! }, body });
      return `${baseUrl}: restored "${restored.name}" (${restored.rows} rows).`;
    }
    case "load": {
      const loaded = await cams.call("loadSandboxScenario", {
        params: { name: name as "demo" },
        body,
      });
      return `${baseUrl}: loaded the scenario "${loaded.name}" (${loaded.rows} rows).`;
    }
    case "scenarios": {
      const { scenarios, states } = await cams.call("listSandboxStates");
      return [
        "Scenarios (npm run sandbox -- load NAME):",
        ...scenarios.map((s) => `  ${s.name}: ${s.description}`),
        "Saved states (npm run sandbox -- restore NAME):",
        ...(states.length ? states : [{ name: "(none)", created_date: "", rows: 0 }]).map(
          (s) => `  ${s.name}${s.created_date ? `  saved ${s.created_date}, ${s.rows} rows` : ""}`,
        ),
      ].join("\n");
    }
  }
}

/** A refusal in words: the provider's detail, or why the sandbox could not be reached. */
export function explainStateError(error: unknown): string {
  if (isCamsError(error)) {
    const fields = Object.entries(error.errors ?? {}).map(([f, m]) => `${f}: ${m.join(", ")}`);
    return [`The sandbox refused: ${error.detail} (code ${error.code}).`, ...fields].join("\n");
  }
  return error instanceof Error ? error.message : String(error);
}
