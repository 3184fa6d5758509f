import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";

const directory = vi.hoisted(() => ({
  listDirectory: vi.fn(),
  ownerNames: vi.fn(),
}));
vi.mock("@/lib/console/directory", () => directory);

const { directoryRows, directoryRowsWithOwners } = await import("./server");

const db = {} as Db;
const rows = [{ id: "c-1", ownerKind: "customer", ownerId: "cu-1" }];

describe("directoryRows", () => {
  beforeEach(() => {
    directory.listDirectory.mockReset().mockResolvedValue({ rows, total: 1, more: false, page: 3 });
    directory.ownerNames.mockReset().mockResolvedValue(new Map([["customer:cu-1", "Jane Doe"]]));
  });

  it("asks nothing when a filter cannot be used", () => {
    expect(directoryRows(db, { query: null, page: 3 })).toBeNull();
    expect(directoryRowsWithOwners(db, { query: null, page: 3 })).toBeNull();
    expect(directory.listDirectory).not.toHaveBeenCalled();
  });

  it("asks the directory for the URL's page, and names the owners where asked", async () => {
    const query = { kind: "card", sort: "name", direction: "asc" } as const;
    await expect(directoryRows(db, { query, page: 3 })).resolves.toMatchObject({ total: 1 });
    expect(directory.listDirectory).toHaveBeenCalledWith(db, { ...query, page: 3 });
    const owned = await directoryRowsWithOwners(db, { query, page: 3 });
    expect(owned?.owners.get("customer:cu-1")).toBe("Jane Doe");
    expect(directory.ownerNames).toHaveBeenCalledWith(db, rows);
  });
});
