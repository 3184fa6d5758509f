import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customerSearchQuery } from "@/lib/cams";
import { testBackends } from "@/lib/db/testing";
import { customers } from "../../tables/customers";
import { customerBody, kycBody, useSandboxDb } from "../testing";
import { createCustomer } from "./create";
import { searchCustomers } from "./search";

describe.each(testBackends)("searching customers on %s", (backend) => {
  const sandbox = useSandboxDb(backend);
  // Created one second apart, in this order: the newest is last.
  const names = ["Schmidt", "Schulz", "Meyer", "schneider", "Schafer", "Schäfer"];
  const ids: string[] = [];

  beforeAll(async () => {
    for (const [index, last_name] of names.entries()) {
      const body = kycBody(`SRCH${index}`, { last_name });
      ids.push((await sandbox.request((ctx) => createCustomer(ctx, body))).customer.id);
    }
    await sandbox.handle.db
      .update(customers)
      .set({ status: "Inactive" })
      .where(eq(customers.id, ids[2]!));
  });

  const search = async (query: Record<string, string>) =>
    sandbox.request((ctx) => searchCustomers(ctx, customerSearchQuery.parse(query)));
  const lastNames = async (query: Record<string, string>) =>
    (await search(query)).rows.map((row) => row.lastName);

  it("lists everyone newest first, with the total", async () => {
    const page = await search({});
    expect(page.total).toBe(6);
    expect(page.rows.map((row) => row.id)).toEqual([...ids].reverse());
  });

  it("pages: page 1 and 2 of size 4, and a page past the end", async () => {
    expect(await lastNames({ page_size: "4" })).toEqual([
      "Schäfer",
      "Schafer",
      "schneider",
      "Meyer",
    ]);
    const second = await search({ page_size: "4", page_number: "2" });
    expect(second.total).toBe(6);
    expect(second.rows.map((row) => row.lastName)).toEqual(["Schulz", "Schmidt"]);
    const beyond = await search({ page_size: "4", page_number: "3" });
    expect(beyond).toEqual({ total: 6, rows: [] });
  });

  it("matches last_name as a case-insensitive prefix", async () => {
    expect(await lastNames({ last_name: "SCH" })).toEqual([
      "Schäfer",
      "Schafer",
      "schneider",
      "Schulz",
      "Schmidt",
    ]);
    expect(await lastNames({ last_name: "schm" })).toEqual(["Schmidt"]);
    expect(await lastNames({ last_name: "midt" })).toEqual([]);
  });

  it("takes % and _ in last_name literally (names cannot contain them)", async () => {
    expect(await lastNames({ last_name: "sch_" })).toEqual([]);
    expect(await lastNames({ last_name: "%" })).toEqual([]);
  });

  it("filters by status", async () => {
    expect(await lastNames({ status: "Inactive" })).toEqual(["Meyer"]);
    expect((await search({ status: "Active" })).total).toBe(5);
    expect((await search({ status: "OnHold" })).total).toBe(0);
  });

  it("finds by identification_value exactly, in any letter case", async () => {
    expect(await lastNames({ identification_value: "srch1" })).toEqual(["Schulz"]);
    expect(await lastNames({ identification_value: "SRCH" })).toEqual([]);
  });

  it("counts an identification value's matches whether its first page is full or not", async () => {
    await sandbox.request((ctx) =>
      createCustomer(
        ctx,
        kycBody("unused", { identifications: [{ type: "NationalId", value: "SRCH1" }] }),
      ),
    );
    const totals = async (page_size: string, page_number = "1") => {
      const page = await search({ identification_value: "srch1", page_size, page_number });
      return [page.total, page.rows.length];
    };
    expect(await totals("1")).toEqual([2, 1]);
    expect(await totals("1", "2")).toEqual([2, 1]);
    expect(await totals("2")).toEqual([2, 2]);
    expect(await totals("3")).toEqual([2, 2]);
    const single = await search({ identification_value: "srch3", page_size: "1" });
    expect([single.total, single.rows.length]).toEqual([1, 1]);
  });

  it("combines the filters", async () => {
    expect(await lastNames({ identification_value: "SRCH2", status: "Active" })).toEqual([]);
    expect(await lastNames({ last_name: "sch", status: "Active", page_size: "2" })).toEqual([
      "Schäfer",
      "Schafer",
    ]);
  });

  it("puts the later of two customers created at the same instant first", async () => {
    await sandbox.request(async (ctx) => {
      await createCustomer(ctx, customerBody({ last_name: "Twin", first_name: "Older" }));
      await createCustomer(ctx, customerBody({ last_name: "Twin", first_name: "Younger" }));
    });
    const { rows } = await search({ last_name: "twin" });
    expect(rows.map((row) => row.firstName)).toEqual(["Younger", "Older"]);
    expect(rows[0]!.createdAt).toEqual(rows[1]!.createdAt);
  });

  it("finds customers without identifications too", async () => {
    await sandbox.request((ctx) => createCustomer(ctx, customerBody({ last_name: "Anonymous" })));
    expect(await lastNames({ last_name: "anon" })).toEqual(["Anonymous"]);
  });
});
