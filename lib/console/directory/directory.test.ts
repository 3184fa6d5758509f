import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { directoryEntries } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { recordSeen, seenCorporate } from "./record";
import { DIRECTORY_PAGE_SIZE, listDirectory } from "./search";
import { foldName } from "./search-text";

describe("foldName", () => {
  it("ignores case, accents and repeated spaces", () => {
    expect(foldName("  Müller   ÉTABLISSEMENTS ")).toBe("muller etablissements");
    expect(foldName("Ångström")).toBe(foldName("angstrom"));
  });
});

describe.each(testBackends)("the directory on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(directoryEntries);
  });

  const corporate = (id: string, name: string, created = "2026-01-01T00:00:00Z") => ({
    kind: "corporate" as const,
    id,
    displayName: name,
    createdDate: created,
  });
  const names = async (query: Parameters<typeof listDirectory>[1]) =>
    (await listDirectory(handle.db, query)).rows.map((row) => row.displayName);

  it("inserts once and refreshes on the next sighting, keeping what the answer left out", async () => {
    await recordSeen(handle.db, [{ ...corporate("c1", "Acme"), email: "ops@acme.test" }]);
    await recordSeen(handle.db, [corporate("c1", "Acme Holding")]);
    const rows = await handle.db.select().from(directoryEntries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      displayName: "Acme Holding",
      searchName: "acme holding",
      email: "ops@acme.test",
    });
  });

  it("records a corporate answer with its accounts, owned by the corporate", async () => {
    await recordSeen(
      handle.db,
      seenCorporate({
        corporate_id: "c9",
        name: "Nord AG",
        accounts: [
          { account_id: "a1", currency: "EUR", account_identifier: "DE89 3704 0044 0532 0130 00" },
        ],
      }),
    );
    const rows = await handle.db.select().from(directoryEntries);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "corporate", id: "c9" }),
        expect.objectContaining({
          kind: "account",
          id: "a1",
          ownerKind: "corporate",
          ownerId: "c9",
          accountIdentifier: "DE89370400440532013000",
        }),
      ]),
    );
  });

  it("finds by any part of the name, case and accents ignored", async () => {
    await recordSeen(handle.db, [
      corporate("c1", "Müller Logistik GmbH"),
      corporate("c2", "Schmidt & Söhne KG"),
      corporate("c3", "Café Lumière SARL"),
    ]);
    expect(await names({ kind: "corporate", name: "muller" })).toEqual(["Müller Logistik GmbH"]);
    expect(await names({ kind: "corporate", name: "LOGISTIK" })).toEqual(["Müller Logistik GmbH"]);
    expect(await names({ kind: "corporate", name: "söhne" })).toEqual(["Schmidt & Söhne KG"]);
    expect(await names({ kind: "corporate", name: "lumiere" })).toEqual(["Café Lumière SARL"]);
    expect(await names({ kind: "corporate", name: "CAFE" })).toEqual(["Café Lumière SARL"]);
    // A near miss is still found; nothing like it is not.
    expect(await names({ kind: "corporate", name: "Logistic" })).toEqual(["Müller Logistik GmbH"]);
    expect(await names({ kind: "corporate", name: "Zebra" })).toEqual([]);
    // One or two letters start a word; inside a word they would match most of a directory.
    expect(await names({ kind: "corporate", name: "lo" })).toEqual(["Müller Logistik GmbH"]);
    expect(await names({ kind: "corporate", name: "gi" })).toEqual([]);
    // Every word typed must be found.
    expect(await names({ kind: "corporate", name: "muller gmbh" })).toEqual([
      "Müller Logistik GmbH",
    ]);
    expect(await names({ kind: "corporate", name: "muller sarl" })).toEqual([]);
    // A typed % is a letter, not "anything".
    expect(await names({ kind: "corporate", name: "%" })).toEqual([]);
  });

  it("keeps kinds apart", async () => {
    await recordSeen(handle.db, [
      corporate("c1", "Acme"),
      { kind: "customer", id: "p1", displayName: "Acme Person" },
    ]);
    expect(await names({ kind: "corporate", name: "acme" })).toEqual(["Acme"]);
  });

  it("sorts by name or created date, either way, in pages of 50", async () => {
    await recordSeen(handle.db, [
      corporate("c1", "beta", "2026-03-01T00:00:00Z"),
      corporate("c2", "Alpha", "2026-01-01T00:00:00Z"),
      corporate("c3", "Gamma", "2026-02-01T00:00:00Z"),
    ]);
    expect(await names({ kind: "corporate" })).toEqual(["Alpha", "beta", "Gamma"]);
    expect(await names({ kind: "corporate", direction: "desc" })).toEqual([
      "Gamma",
      "beta",
      "Alpha",
    ]);
    expect(await names({ kind: "corporate", sort: "created" })).toEqual(["Alpha", "Gamma", "beta"]);
    expect(await names({ kind: "corporate", sort: "created", direction: "desc" })).toEqual([
      "beta",
      "Gamma",
      "Alpha",
    ]);

    await recordSeen(
      handle.db,
      Array.from({ length: DIRECTORY_PAGE_SIZE }, (_, i) =>
        corporate(`p${i}`, `Page ${String(i).padStart(2, "0")}`),
      ),
    );
    const first = await listDirectory(handle.db, { kind: "corporate" });
    const second = await listDirectory(handle.db, { kind: "corporate", page: 2 });
    expect(first.total).toBe(DIRECTORY_PAGE_SIZE + 3);
    expect(first.rows).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(second.rows.map((r) => r.displayName)).toEqual(["Page 47", "Page 48", "Page 49"]);
  });
});
