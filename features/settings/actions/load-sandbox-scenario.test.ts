import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { listDirectory, recordSeen } from "@/lib/console/directory";
import { createSandboxHarness, harnessClient, type SandboxHarness } from "@/lib/sandbox/testing";
import { loadSandboxScenario } from "./load-sandbox-scenario";

// Loading the demo scenario from the settings page: the directory is emptied of the old state,
// and the scenario's corporate entered, since the provider cannot list corporates and the
// directory's sync (customers only) would never find it.
let sb: SandboxHarness;
let uninstall: () => void;

beforeAll(async () => {
  sb = await createSandboxHarness("pglite");
  uninstall = installConsole(sb.handle, harnessClient(sb));
  signInAs((await usersByRole(sb.handle)).admin);
});
afterAll(async () => {
  uninstall();
  await sb.close();
});

describe("Load scenario", () => {
  it("enters the scenario's corporate in the directory, and forgets the old state's", async () => {
    await recordSeen(sb.handle.db, [{ kind: "corporate", id: "old-1", displayName: "Old Corp" }]);
    const loaded = await loadSandboxScenario({ name: "demo" });
    expect(loaded).toMatchObject({ ok: true, data: { name: "demo" } });
    const corporates = await listDirectory(sb.handle.db, { kind: "corporate" });
    expect(corporates.rows.map((row) => row.displayName)).toEqual(["Nordlicht Trading GmbH"]);
    const accounts = await listDirectory(sb.handle.db, {
      kind: "account",
      ownerId: corporates.rows[0]?.id,
    });
    expect(accounts.total).toBe(1);
  }, 180_000);
});
