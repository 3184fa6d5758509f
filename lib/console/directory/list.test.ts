import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { directoryEntries } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { recordSeen, type SeenEntry } from "./record";
import {
  countDirectory,
  DIRECTORY_PAGE_SIZE,
  type DirectoryQuery,
  listDirectory,
  ownerNames,
  walkDirectory,
} from "./search";

// The lists' filters at their boundaries, their sorts and ties, pages of 50, and the keyset
// walk an export reads, which must give the same rows in the same order as the pages.

describe.each(testBackends)("directory lists on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(directoryEntries);
  });

  const customer = (id: string, name: string, more: Partial<SeenEntry> = {}): SeenEntry => ({
    kind: "customer",
    id,
    displayName: name,
    ...more,
  });
  const ids = async (query: DirectoryQuery) =>
    (await listDirectory(handle.db, query)).rows.map((row) => row.id);
  const walked = async (query: DirectoryQuery, batch: number) => {
    const out: string[] = [];
    for await (const row of walkDirectory(handle.db, query, batch)) out.push(row.id);
    return out;
  };

  it("filters by status and KYC level, one value or several", async () => {
    await recordSeen(handle.db, [
      customer("a", "Ann", { status: "Active", kycLevel: "KYC" }),
      customer("b", "Bob", { status: "OnHold", kycLevel: "SDD" }),
      customer("c", "Cid", { status: "Rejected", kycLevel: "KYC" }),
      customer("d", "Dee"),
    ]);
    expect(await ids({ kind: "customer", status: ["OnHold"] })).toEqual(["b"]);
    expect(await ids({ kind: "customer", status: ["OnHold", "Rejected"] })).toEqual(["b", "c"]);
    expect(await ids({ kind: "customer", kycLevel: ["KYC"] })).toEqual(["a", "c"]);
    expect(await ids({ kind: "customer", status: ["Active"], kycLevel: ["SDD"] })).toEqual([]);
    expect(await ids({ kind: "customer", status: [] })).toEqual(["a", "b", "c", "d"]);
  });

  it("takes the created range as whole UTC days, both ends included", async () => {
    await recordSeen(handle.db, [
      customer("before", "A", { createdDate: "2026-03-09T23:59:59.999Z" }),
      customer("first", "B", { createdDate: "2026-03-10T00:00:00.000Z" }),
      customer("last", "C", { createdDate: "2026-03-12T23:59:59.999Z" }),
      customer("after", "D", { createdDate: "2026-03-13T00:00:00.000Z" }),
      customer("undated", "E"),
    ]);
    const range = { kind: "customer", createdFrom: "2026-03-10", createdTo: "2026-03-12" } as const;
    expect(await ids(range)).toEqual(["first", "last"]);
    expect(await ids({ kind: "customer", createdFrom: "2026-03-13" })).toEqual(["after"]);
    expect(await ids({ kind: "customer", createdTo: "2026-03-09" })).toEqual(["before"]);
    // One day: the row created on it is in, the day after is out.
    expect(await ids({ ...range, createdFrom: "2026-03-12" })).toEqual(["last"]);
  });

  it("filters cards and accounts by owner, identifier and last four", async () => {
    await recordSeen(handle.db, [
      customer("o1", "Owner One"),
      {
        kind: "card",
        id: "k1",
        displayName: "•••• 4242",
        cardLastFour: "4242",
        owner: { kind: "customer", id: "o1" },
      },
      {
        kind: "card",
        id: "k2",
        displayName: "•••• 1111",
        cardLastFour: "1111",
        owner: { kind: "customer", id: "o2" },
      },
      {
        kind: "account",
        id: "a1",
        displayName: "EUR",
        accountIdentifier: "DE89 3704 0044 0532 0130 00",
        owner: { kind: "corporate", id: "co" },
      },
      {
        kind: "account",
        id: "a2",
        displayName: "EUR",
        accountIdentifier: "DE02120300000000202051",
        owner: { kind: "customer", id: "o1" },
      },
    ]);
    expect(await ids({ kind: "card", ownerId: "o1" })).toEqual(["k1"]);
    expect(await ids({ kind: "card", cardLastFour: "1111" })).toEqual(["k2"]);
    expect(await ids({ kind: "account", accountIdentifier: "de89370400440532013000" })).toEqual([
      "a1",
    ]);
    expect(await ids({ kind: "account", ownerKind: "customer" })).toEqual(["a2"]);
    const { rows } = await listDirectory(handle.db, { kind: "card" });
    expect(await ownerNames(handle.db, rows)).toEqual(new Map([["customer:o1", "Owner One"]]));
  });

  it("sorts by each column, ties by id, entries without a value last either way", async () => {
    await recordSeen(handle.db, [
      customer("c", "Same", {
        status: "OnHold",
        kycLevel: "SDD",
        createdDate: "2026-01-02T00:00:00Z",
      }),
      customer("a", "Same", {
        status: "Active",
        kycLevel: "KYC",
        createdDate: "2026-01-02T00:00:00Z",
      }),
      customer("b", "Other", { status: "OnHold" }),
      customer("d", "Same"),
    ]);
    expect(await ids({ kind: "customer" })).toEqual(["b", "a", "c", "d"]);
    expect(await ids({ kind: "customer", direction: "desc" })).toEqual(["a", "c", "d", "b"]);
    expect(await ids({ kind: "customer", sort: "status" })).toEqual(["a", "b", "c", "d"]);
    expect(await ids({ kind: "customer", sort: "status", direction: "desc" })).toEqual([
      "b",
      "c",
      "a",
      "d",
    ]);
    expect(await ids({ kind: "customer", sort: "kyc_level" })).toEqual(["a", "c", "b", "d"]);
    expect(await ids({ kind: "customer", sort: "created", direction: "desc" })).toEqual([
      "a",
      "c",
      "b",
      "d",
    ]);
  });

  it("gives 50 rows one page and 51 two", async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => customer(`p${String(i).padStart(3, "0")}`, "Twin"));
    await recordSeen(handle.db, many(DIRECTORY_PAGE_SIZE));
    const one = await listDirectory(handle.db, { kind: "customer" });
    expect(one.total).toBe(50);
    expect(one.rows).toHaveLength(50);
    expect((await listDirectory(handle.db, { kind: "customer", page: 2 })).rows).toEqual([]);

    await recordSeen(handle.db, many(DIRECTORY_PAGE_SIZE + 1));
    const first = await listDirectory(handle.db, { kind: "customer" });
    const second = await listDirectory(handle.db, { kind: "customer", page: 2 });
    expect(first.total).toBe(51);
    // Every name ties: the id orders them, so page 2 holds exactly the one left.
    expect(second.rows.map((row) => row.id)).toEqual(["p050"]);
  });

  it("counts exactly up to the cap, and past it says there are more", async () => {
    const named = (n: number, name: string) =>
      Array.from({ length: n }, (_, i) => customer(`${name}${i}`, name));
    await recordSeen(handle.db, [...named(3, "Three"), ...named(4, "Four")]);
    const count = (name: string, cap?: number) =>
      countDirectory(handle.db, { kind: "customer", name }, cap);
    expect(await count("Three", 3)).toEqual({ total: 3, more: false });
    expect(await count("Four", 3)).toEqual({ total: 3, more: true });
    expect(await count("Four", 4)).toEqual({ total: 4, more: false });
    // Without a cap (an export's count), always exact.
    expect(await count("Four")).toEqual({ total: 4, more: false });
    expect(await listDirectory(handle.db, { kind: "customer" })).toMatchObject({
      total: 7,
      more: false,
    });
  });

  it("pages a name's matches with their exact count, past the last page too", async () => {
    await recordSeen(handle.db, [
      ...Array.from({ length: DIRECTORY_PAGE_SIZE + 1 }, (_, i) =>
        customer(`t${String(i).padStart(3, "0")}`, "Twin"),
      ),
      customer("other", "Someone Else"),
    ]);
    const page = (n: number) =>
      listDirectory(handle.db, { kind: "customer", name: "twin", page: n });
    const [first, second, third] = await Promise.all([page(1), page(2), page(3)]);
    expect(first).toMatchObject({ total: 51, more: false });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toMatchObject({ id: "t000", displayName: "Twin", kind: "customer" });
    expect(second).toMatchObject({ total: 51, rows: [expect.objectContaining({ id: "t050" })] });
    expect(third).toMatchObject({ total: 51, rows: [] });
  });

  it("walks every match in the list's order, batch by batch, for every sort", async () => {
    await recordSeen(handle.db, [
      ...Array.from({ length: 23 }, (_, i) =>
        customer(`w${String(i).padStart(2, "0")}`, `Name ${i % 4}`, {
          status: i % 3 === 0 ? undefined : ["Active", "OnHold"][i % 2],
          kycLevel: i % 5 === 0 ? undefined : "KYC",
          createdDate: i % 6 === 0 ? undefined : `2026-02-0${1 + (i % 3)}T00:00:00Z`,
        }),
      ),
      { kind: "card", id: "other-kind", displayName: "Name 1" },
    ]);
    for (const sort of ["name", "created", "status", "kyc_level"] as const) {
      for (const direction of ["asc", "desc"] as const) {
        const query = { kind: "customer", sort, direction } as const;
        const listed = await ids(query);
        expect(listed).toHaveLength(23);
        expect(await walked(query, 4)).toEqual(listed);
        expect(await walked(query, 1)).toEqual(listed);
        expect(await walked(query, 23)).toEqual(listed);
      }
    }
    expect(await walked({ kind: "customer", status: ["OnHold"] }, 2)).toEqual(
      await ids({ kind: "customer", status: ["OnHold"] }),
    );
    expect(await walked({ kind: "customer", name: "nothing like it" }, 5)).toEqual([]);
  });
});
