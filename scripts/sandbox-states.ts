// `npm run sandbox -- reset | snapshot NAME | restore NAME | scenarios | load SCENARIO |
// scenario SCENARIO [--advance 1d] | advance 1d`: the sandbox's states and clock, over HTTP, on a sandbox that is running: the console's built-in one
// (http://127.0.0.1:$PORT/sandbox, PORT default 3000) or the one SANDBOX_URL names, such as
// `npm run sandbox` alone (http://127.0.0.1:4010/sandbox). Over HTTP because one embedded
// database serves one process: the running server holds it.
import type { SandboxScenario } from "../lib/cams";
import { createCamsClient, isCamsError } from "../lib/cams/client";
import { sandboxConfigFromEnv } from "../lib/sandbox/config";

export const stateCommands = [
  "reset",
  "snapshot",
  "restore",
  "scenarios",
  "load",
  "scenario",
  "advance",
] as const;
type Command = (typeof stateCommands)[number];

export const usage =
  "usage: npm run sandbox -- reset | snapshot NAME | restore NAME | scenarios | load NAME | scenario NAME [--advance 1d] | advance 1d";

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** "90s", "30m", "12h", "1d": how far to move the clock, in seconds; null when not a duration. */
export function durationSeconds(text: string | undefined): number | null {
  const match = /^(\d+)([smhd])$/.exec(text ?? "");
  if (!match) return null;
  return Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
}

type Cams = ReturnType<typeof createCamsClient>;

/** Moves the sandbox's clock, and says what fell due on the way. */
async function advance(cams: Cams, baseUrl: string, text: string | undefined) {
  const seconds = durationSeconds(text);
  if (seconds === null)
    throw new Error(`"${text ?? ""}" is not a duration such as 1d, 12h, 30m or 90s\n${usage}`);
  const moved = await cams.call("advanceSandboxClock", { body: { seconds } });
  const due = moved.fell_due;
  return [
    `${baseUrl}: the sandbox's time is now ${moved.now} (${moved.offset_seconds} s from real time).`,
    `  fell due: ${due.settlements} settlements, ${due.card_dispatches} card dispatches, ${due.document_expiries} document expiries, ${due.webhooks} webhook attempts`,
  ].join("\n");
}

export async function runStateCommand(
  command: Command,
  name: string | undefined,
  options: { advance?: string } = {},
) {
  const config = sandboxConfigFromEnv();
  const baseUrl = process.env.SANDBOX_URL || `http://127.0.0.1:${process.env.PORT || 3000}/sandbox`;
  const cams = createCamsClient({ ...config, baseUrl, maxRetries: 0, timeoutMs: 120_000 });
  if (command !== "reset" && command !== "scenarios" && !name) throw new Error(usage);
  if (options.advance !== undefined && command !== "scenario") throw new Error(usage);
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
    case "load":
    case "scenario": {
      const loaded = await cams.call("loadSandboxScenario", {
        params: { name: name as SandboxScenario },
        body,
      });
      const said = `${baseUrl}: loaded the scenario "${loaded.name}" (${loaded.rows} rows).`;
      if (options.advance === undefined) return said;
      return `${said}\n${await advance(cams, baseUrl, options.advance)}`;
    }
    case "advance":
      return advance(cams, baseUrl, name);
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
