import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole } from "@/lib/console/actions/testing";
import type { DbHandle } from "@/lib/db";
import { directoryEntries } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { namedParty, namesOf, PROVIDER_READS_PER_PAGE } from "./named-parties";
import { recordMentionedQuietly, recordSeen } from "./record";

// The provider is down, or does not know these ids: every read fails.
const call = vi.fn(async () => {
  throw new Error("not found");
});

describe.each(testBackends)("naming parties on %s", (backend) => {
  let handle: DbHandle;
  let uninstall = () => {};
  beforeAll(async () => {
    handle = await createTestDb(backend);
    uninstall = installConsole(handle, { call } as unknown as CamsClient);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });
  beforeEach(async () => {
    call.mockClear();
    await handle.db.delete(directoryEntries);
    await recordSeen(handle.db, [
      { kind: "customer", id: "c-1", displayName: "Jane Demo" },
      {
        kind: "account",
        id: "a-1",
        displayName: "DE89370400440532013000",
        owner: { kind: "customer", id: "c-1" },
      },
    ]);
  });

  it("names a customer, and an account by identifier and holder with its owner's page", async () => {
    const parties = [
      { kind: "customer", id: "c-1" },
      { kind: "account", id: "a-1" },
    ] as const;
    const names = await namesOf(handle.db, parties);
    expect(call).not.toHaveBeenCalled();
    expect(namedParty(parties[0], names)).toEqual({
      label: "Jane Demo",
      href: "/customers/c-1",
      id: "c-1",
      noun: "customer",
    });
    expect(namedParty(parties[1], names)).toMatchObject({
      label: "DE89370400440532013000 · Jane Demo",
      href: "/customers/c-1/accounts/a-1",
      id: "a-1",
    });
  });

  it("takes a webhook's mention for no name: the provider is asked, and the page says so", async () => {
    await recordMentionedQuietly(handle.db, "customer", ["c-mentioned-0a1b2c"]);
    const party = { kind: "customer" as const, id: "c-mentioned-0a1b2c" };
    const names = await namesOf(handle.db, [party]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(namedParty(party, names).label).toBe("Customer not yet seen");
  });

  it("takes an owner known only by a webhook's mention for no holder name", async () => {
    await recordMentionedQuietly(handle.db, "customer", ["c-mentioned-3d4e5f"]);
    await recordSeen(handle.db, [
      {
        kind: "account",
        id: "a-2",
        displayName: "FR7630006000011234567890189",
        owner: { kind: "customer", id: "c-mentioned-3d4e5f" },
      },
    ]);
    const party = { kind: "account" as const, id: "a-2" };
    const names = await namesOf(handle.db, [party]);
    expect(names.get("account:a-2")?.ownerName).toBeNull();
    expect(namedParty(party, names).label).toBe("FR7630006000011234567890189");
  });

  it("says 'not yet seen' when neither knows, asking the provider a bounded number of times", async () => {
    const unknown = Array.from({ length: 25 }, (_, i) => ({
      kind: "customer" as const,
      id: `x-${i}`,
    }));
    const names = await namesOf(handle.db, [...unknown, ...unknown]);
    expect(call).toHaveBeenCalledTimes(PROVIDER_READS_PER_PAGE);
    expect(namedParty({ kind: "customer", id: "x-0" }, names)).toMatchObject({
      label: "Customer not yet seen",
      id: "x-0",
    });
  });
});
