import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole } from "@/lib/console/actions/testing";
import { listDirectory } from "@/lib/console/directory";
import type { DbHandle } from "@/lib/db";
import { createTestDb } from "@/lib/db/testing";
import { startDemoData } from "./bootstrap";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));

// The demo seeding goes through the sandbox's interface, which cannot list corporates: the
// console's directory must be told of the demo corporate, or the Corporates list never shows it.
let handle: DbHandle;
let uninstall: () => void;
beforeAll(async () => {
  handle = await createTestDb("pglite");
  // The built-in sandbox runs on the console's database; the console's provider is not asked.
  uninstall = installConsole(handle, {} as CamsClient);
});
afterAll(async () => {
  uninstall();
  await handle.close();
});

describe("the demo data at start", () => {
  it("enters the demo corporate, Nordlicht Trading GmbH, and its account in the directory", async () => {
    await startDemoData(handle.db);
    const corporates = await listDirectory(handle.db, { kind: "corporate" });
    expect(corporates.rows.map((row) => row.displayName)).toEqual(["Nordlicht Trading GmbH"]);
    const id = corporates.rows[0]?.id;
    const accounts = await listDirectory(handle.db, { kind: "account", ownerId: id });
    expect(accounts.rows).toEqual([
      expect.objectContaining({ ownerKind: "corporate", accountIdentifier: expect.any(String) }),
    ]);
  }, 120_000);
});
