import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { directoryEntries, directoryNameTails } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { findInDirectory } from "./find";
import { recordMentionedQuietly, recordSeen, seenCard, seenCustomer } from "./record";

const all = ["customer", "corporate", "account", "card"] as const;

describe.each(testBackends)("finding in the directory on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(directoryEntries);
    await recordSeen(
      handle.db,
      seenCustomer({
        customer_id: "cus-1",
        first_name: "Zoë",
        last_name: "Müller-Lüdenscheidt",
        nationality: "DE",
        email: "Zoe.Mueller@Example.test",
        status: "Active",
        kyc_level: "KYC",
        phones: [{ type: "Mobile", number: "+49 151 1234 5678" }],
        accounts: [
          { account_id: "acc-1", currency: "EUR", account_identifier: "DE89370400440532013000" },
        ],
        cards: [{ card_id: "card-1", status: "05", last_four: "4242", emboss_name: "ZOE MULLER" }],
      }),
    );
    await recordSeen(handle.db, [{ kind: "customer", id: "cus-2", displayName: "Jan Novak" }]);
  });

  const find = async (query: string, kinds: readonly (typeof all)[number][] = all) =>
    (await findInDirectory(handle.db, query, kinds)).map((hit) => `${hit.kind}:${hit.id}`);

  it("records a customer with its accounts and cards, owned by the customer", async () => {
    const rows = await handle.db.select().from(directoryEntries);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "customer",
          id: "cus-1",
          displayName: "Zoë Müller-Lüdenscheidt",
          email: "zoe.mueller@example.test",
          phone: "+4915112345678",
          status: "Active",
          kycLevel: "KYC",
        }),
        expect.objectContaining({ kind: "account", id: "acc-1", ownerId: "cus-1" }),
        expect.objectContaining({
          kind: "card",
          id: "card-1",
          cardLastFour: "4242",
          displayName: "•••• 4242 · ZOE MULLER",
          ownerKind: "customer",
          ownerId: "cus-1",
        }),
      ]),
    );
  });

  it("finds by a partial name, accents and case ignored, and not by another", async () => {
    expect(await find("muller")).toEqual(["customer:cus-1"]);
    expect(await find("LÜDEN")).toEqual(["customer:cus-1"]);
    expect(await find("zoe")).toContain("customer:cus-1");
    expect(await find("novak")).toEqual(["customer:cus-2"]);
    expect(await find("Quixote")).toEqual([]);
  });

  it("finds by the start of a word for one or two letters, and needs every word typed", async () => {
    await recordSeen(handle.db, [
      { kind: "customer", id: "cus-3", displayName: "Olga Carol" },
      { kind: "corporate", id: "cor-1", displayName: "Novakova Holz" },
    ]);
    expect(await find("ol")).toEqual(["customer:cus-3"]);
    expect(await find("ca")).toEqual(["customer:cus-3"]);
    expect(await find("ar")).toEqual([]);
    expect(await find("jan nov")).toEqual(["customer:cus-2"]);
    expect(await find("jan n")).toEqual(["customer:cus-2"]);
    expect(await find("jan holz")).toEqual([]);
  });

  it("puts the closest names first, a near miss before a part of a longer word", async () => {
    await recordSeen(handle.db, [
      { kind: "customer", id: "cus-3", displayName: "Ada Schnovakian" },
      { kind: "customer", id: "cus-4", displayName: "Ada Novac" },
    ]);
    expect(await find("novak")).toEqual(["customer:cus-2", "customer:cus-4", "customer:cus-3"]);
  });

  it("finds a name by the start of any of its words, as typed, before names alike in any order", async () => {
    await recordSeen(handle.db, [
      { kind: "customer", id: "cus-5", displayName: "Marek Greta" },
      { kind: "customer", id: "cus-6", displayName: "Greta Marek" },
      { kind: "customer", id: "cus-7", displayName: "Jan Jansen" },
      { kind: "corporate", id: "cor-2", displayName: "Anna-Lena Kurz GmbH" },
      { kind: "customer", id: "cus-8", displayName: "Siobhán O'Brien" },
    ]);
    expect(await find("greta mar")).toEqual(["customer:cus-6", "customer:cus-5"]);
    expect(await find("LENA k")).toEqual(["corporate:cor-2"]);
    expect(await find("brie")).toEqual(["customer:cus-8"]);
    expect(await find("o'bri")).toEqual(["customer:cus-8"]);
    // Two of its words start with "jan": the name is found once. Equally alike: by name.
    expect(await find("jan")).toEqual(["customer:cus-7", "customer:cus-2"]);
    expect(await find("jan", ["customer", "account"])).toEqual([
      "customer:cus-7",
      "customer:cus-2",
    ]);
    expect(await find("jan", ["account", "card"])).toEqual([]);
    // A typed wildcard is a letter.
    expect(await find("j%n")).toEqual([]);
  });

  it("looks for near misses only when fewer names start as typed than it shows", async () => {
    await recordSeen(handle.db, [
      { kind: "customer", id: "cus-3", displayName: "Ada Novac" },
      { kind: "corporate", id: "cor-1", displayName: "Novakova Holz" },
      { kind: "customer", id: "cus-9", displayName: "Eva Novak" },
    ]);
    // Eva Novak's tails gone: only the trigram steps can find her now, and she is the most
    // alike name (after Jan Novak, equally alike, by name she comes first).
    await handle.db.delete(directoryNameTails).where(eq(directoryNameTails.id, "cus-9"));
    const firstOf = async (limit: number) =>
      (await findInDirectory(handle.db, "novak", all, limit)).map((hit) => hit.id);
    expect(await firstOf(2)).toEqual(["cus-2", "cor-1"]);
    expect(await firstOf(4)).toEqual(["cus-2", "cor-1", "cus-9", "cus-3"]);
  });

  it("keeps the name tails in step with the directory, whoever writes it", async () => {
    const tails = async (id: string) =>
      (
        await handle.db
          .select({ tail: directoryNameTails.tail })
          .from(directoryNameTails)
          .where(eq(directoryNameTails.id, id))
      )
        .map((row) => row.tail)
        .sort();
    expect(await tails("cus-1")).toEqual([
      "ludenscheidt",
      "muller-ludenscheidt",
      "zoe muller-ludenscheidt",
    ]);
    await recordSeen(handle.db, [
      { kind: "customer", id: "cus-8", displayName: "Siobhán O'Brien" },
    ]);
    expect(await tails("cus-8")).toEqual(["brien", "o'brien", "siobhan o'brien"]);
    // Accounts and cards are found by their keys, not their names.
    expect(await tails("acc-1")).toEqual([]);
    expect(await tails("card-1")).toEqual([]);

    await recordSeen(handle.db, [{ kind: "customer", id: "cus-2", displayName: "Jan Svoboda" }]);
    expect(await tails("cus-2")).toEqual(["jan svoboda", "svoboda"]);
    expect(await find("novak")).toEqual([]);
    expect(await find("svob")).toEqual(["customer:cus-2"]);

    await handle.db.delete(directoryEntries).where(eq(directoryEntries.id, "cus-2"));
    expect(await tails("cus-2")).toEqual([]);
    await handle.db.execute(sql`truncate console.directory_entries`);
    expect(await handle.db.select().from(directoryNameTails)).toEqual([]);
  });

  it("finds by email and phone as typed, whatever the case or spacing", async () => {
    expect(await find("zoe.mueller@EXAMPLE.test")).toEqual(["customer:cus-1"]);
    expect(await find("+49 151 12345678")).toEqual(["customer:cus-1"]);
    expect(await find("+49 151 12345679")).toEqual([]);
  });

  it("finds an account by its IBAN with or without spaces, and with its owner's name", async () => {
    const [hit] = await findInDirectory(handle.db, "de89 3704 0044 0532 0130 00", all);
    expect(hit).toMatchObject({
      kind: "account",
      id: "acc-1",
      ownerName: "Zoë Müller-Lüdenscheidt",
    });
    expect(await find("DE89370400440532013000")).toEqual(["account:acc-1"]);
    expect(await find("DE89 3704 0044 0532 0130 01")).toEqual([]);
  });

  it("finds a card by its last four, exactly four digits", async () => {
    expect(await find("4242")).toEqual(["card:card-1"]);
    expect(await find("4243")).toEqual([]);
    expect(await find("424")).toEqual([]);
  });

  it("finds any id exactly, but not a part of it", async () => {
    expect(await find("card-1")).toEqual(["card:card-1"]);
    expect(await find("acc-1")).toEqual(["account:acc-1"]);
    expect(await find("cus-1")).toEqual(["customer:cus-1"]);
    expect(await find("cus-")).toEqual([]);
  });

  it("answers nothing for one character, and only the kinds asked for", async () => {
    expect(await find("z")).toEqual([]);
    expect(await find("4242", ["customer", "account"])).toEqual([]);
  });

  it("notes a customer a webhook named once, without overwriting a known name", async () => {
    await recordMentionedQuietly(handle.db, "customer", ["cus-1", "cus-webhook-123456"]);
    const rows = await handle.db.select().from(directoryEntries);
    expect(rows.find((row) => row.id === "cus-1")?.displayName).toBe("Zoë Müller-Lüdenscheidt");
    expect(rows.find((row) => row.id === "cus-webhook-123456")?.displayName).toBe(
      "Customer …123456",
    );
    // The next read gives the real name.
    await recordSeen(handle.db, [
      seenCard({ card_id: "card-9", status: "03", last_four: "0001" }, "cus-webhook-123456"),
      { kind: "customer", id: "cus-webhook-123456", displayName: "Ana Ruiz" },
    ]);
    expect(await find("ruiz")).toEqual(["customer:cus-webhook-123456"]);
  });
});
