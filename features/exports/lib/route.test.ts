import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import type { DbHandle } from "@/lib/db";
import type { Role } from "@/lib/db/schema";
import { auditLog, complianceCases, directoryEntries } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/testing";
import { exportRoute } from "./route";

// Who is signed in is the one thing replaced; the permission check and the audit run for real.
vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));
// Each request from its own address, read as under scripts/server.mjs (CONSOLE_SERVER=1).
vi.stubEnv("CONSOLE_SERVER", "1");
let calls = 0;
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-console-client-ip": `198.51.100.${(calls++ % 250) + 1}` }),
}));

let handle: DbHandle;
let users: Record<Role, string>;
let uninstall: () => void;
const provider = vi.fn(async (_operation: string, _request: unknown): Promise<unknown> => {
  throw new Error("the provider is not to be called here");
});

const get = (list: string, query = "") =>
  exportRoute(list, new Request(`http://console.test/api/exports/${list}${query}`));

beforeAll(async () => {
  handle = await createTestDb("pglite");
  uninstall = installConsole(handle, { call: provider } as unknown as CamsClient);
  users = await usersByRole(handle);
  await handle.db.insert(directoryEntries).values([
    { kind: "corporate", id: "c-1", displayName: 'Acme, "Ltd"', searchName: "acme ltd" },
    { kind: "corporate", id: "c-2", displayName: "Beta GmbH", searchName: "beta gmbh" },
    { kind: "customer", id: "cu-1", displayName: "Jane Doe", searchName: "jane doe" },
    ...["03", "00", "03"].map((status, i) => ({
      kind: "card" as const,
      id: `card-${i}`,
      displayName: `•••• 424${i}`,
      searchName: `424${i}`,
      cardLastFour: `424${i}`,
      status,
      ownerKind: "customer" as const,
      ownerId: "cu-1",
    })),
    ...(["customer", "corporate"] as const).map((ownerKind, i) => ({
      kind: "account" as const,
      id: `acc-${ownerKind}`,
      displayName: `Account ${i}`,
      searchName: `account ${i}`,
      accountIdentifier: `IE00TEST000${i}`,
      status: "Active",
      ownerKind,
      ownerId: ownerKind === "customer" ? "cu-1" : "c-1",
    })),
  ]);
});
afterAll(async () => {
  uninstall();
  await handle.close();
});

async function lastAudit(action: string) {
  const [row] = await handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe("exportRoute", () => {
  it("exports the case inbox's view and filters as the page lists them, to whoever sees cases", async () => {
    await handle.db.insert(complianceCases).values([
      {
        customerId: "cu-1",
        kind: "aml_hold",
        reason: "x",
        ownerId: users.compliance,
        dueAt: new Date("2031-01-02T03:04:05Z"),
      },
      { customerId: "cu-1", kind: "manual", reason: "x", dueAt: new Date("2031-01-03T00:00:00Z") },
    ]);
    signInAs(users.compliance);
    const mine = await get("cases", "?view=mine&customer=jane");
    expect(mine.status).toBe(200);
    expect(mine.headers.get("x-export-total")).toBe("1");
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await mine.arrayBuffer());
    const [head, row, end] = csv.replace("\uFEFF", "").split("\n");
    expect(head).toBe(
      "case_id,customer_id,customer_name,kind,status,priority,owner,due_at,snoozed_until,created_at,closed_at,outcome",
    );
    expect(row).toMatch(
      /^[0-9a-f-]{36},cu-1,Jane Doe,aml_hold,new,normal,compliance,2031-01-02T03:04:05.000Z,,/,
    );
    expect(end).toBe("");
    // An admin's default view is all open; a filter that cannot be used is refused in words.
    signInAs(users.admin);
    expect((await get("cases")).headers.get("x-export-total")).toBe("2");
    const bad = await get("cases", "?owner=someone");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Choose an owner from the list." });
    signInAs(users.manager);
    expect((await get("cases")).status).toBe(403);
  });

  it("exports the audit log under the page's filters, sign-ins left out, to an admin only", async () => {
    await handle.db.insert(auditLog).values([
      {
        actorId: users.manager,
        actorEmail: "manager@example.com",
        action: "auth.sign_in",
        outcome: "success",
      },
      {
        actorId: users.manager,
        actorEmail: "manager@example.com",
        action: "account.credit",
        targetType: "account",
        targetId: "acc-1",
        outcome: "success",
      },
    ]);
    signInAs(users.admin);
    const money = await get("audit", `?kind=money&actor=${users.manager}`);
    expect(money.status).toBe(200);
    expect(money.headers.get("x-export-total")).toBe("1");
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await money.arrayBuffer());
    const [head, row] = csv.replace("\uFEFF", "").split("\n");
    expect(head).toBe("at,actor,action,action_words,target_type,target_id,outcome,detail,ip");
    expect(row).toMatch(
      /,manager@example\.com,account\.credit,Account credited,account,acc-1,success,,$/,
    );
    const bad = await get("audit", "?from=2026-11-02&to=2026-11-01");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: "The range ends before it starts: choose a “to” date on or after 2026-11-02.",
    });
    signInAs(users.manager);
    expect((await get("audit")).status).toBe(403);
  });

  it("refuses without a session: 401 in words", async () => {
    signInAs(null);
    const response = await get("corporates");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Your session has ended: sign in again." });
  });

  it("refuses a role without the list's permission: 403, audited", async () => {
    signInAs(users.support);
    const response = await get("corporates");
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/role cannot export/);
    const refused = await lastAudit("access.refused");
    expect(refused).toMatchObject({ targetId: "corporates.view", outcome: "denied" });
  });

  it("answers 404 for a list that does not exist", async () => {
    signInAs(users.manager);
    expect((await get("constructor")).status).toBe(404);
    expect((await get("nothing")).status).toBe(404);
  });

  it("streams the filtered list as CSV with a BOM, and audits who, which list and filters", async () => {
    signInAs(users.manager);
    const response = await get("corporates", "?name=acme&sort=created&dir=desc");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="corporates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("x-export-total")).toBe("1");
    // Response.text() would drop the BOM; the bytes keep it.
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv).toBe('\uFEFFcorporate_id,name,created_date\nc-1,"Acme, ""Ltd""",\n');
    const entry = await lastAudit("list.export");
    expect(entry).toMatchObject({
      actorId: users.manager,
      actorEmail: "manager@example.com",
      targetType: "list",
      targetId: "corporates",
      outcome: "success",
      after: {
        list: "corporates",
        owner: null,
        filters: { name: "acme", sort: "created", dir: "desc" },
      },
    });
  });

  it("exports the cards list as filtered, with each card's owner named", async () => {
    signInAs(users.support);
    const response = await get("cards", "?status=03&sort=name");
    expect(response.headers.get("x-export-total")).toBe("2");
    expect((await response.text()).trimEnd().split("\n")).toEqual([
      "card_id,name,last_four,status,owner_kind,owner_id,owner_name",
      "card-0,•••• 4240,4240,03,customer,cu-1,Jane Doe",
      "card-2,•••• 4242,4242,03,customer,cu-1,Jane Doe",
    ]);
  });

  it("exports of the accounts list follow the role: corporates' accounts only to who may open them", async () => {
    signInAs(users.manager);
    const all = (await (await get("accounts")).text()).trimEnd().split("\n");
    expect(all.slice(1).map((line) => line.split(",")[0])).toEqual([
      "acc-customer",
      "acc-corporate",
    ]);
    signInAs(users.support);
    const own = (await (await get("accounts")).text()).trimEnd().split("\n");
    expect(own.slice(1).map((line) => line.split(",")[0])).toEqual(["acc-customer"]);
  });

  it("refuses a directory list's export whose filter the list cannot use, in the list's words", async () => {
    signInAs(users.manager);
    const response = await get("customers", "?created_from=2026-11-30&created_to=2026-11-01");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/before/);
    const status = await get("cards", "?status=99");
    expect(status.status).toBe(400);
    expect((await status.json()).message).toBe("Choose a status from the list: “99” is not one");
  });

  it("holds an export's name filter to the search text's size: 100 characters, 6 words", async () => {
    signInAs(users.manager);
    expect((await get("corporates", `?name=${"a".repeat(100)}`)).status).toBe(200);
    const long = await get("corporates", `?name=${"a".repeat(6144)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: "Use at most 100 characters: this has 6,144." });
    const wordy = await get("customers", "?name=a+b+c+d+e+f+g");
    expect(wordy.status).toBe(400);
    expect(await wordy.json()).toEqual({ message: "Use at most 6 words: this has 7." });
  });

  it("refuses a transaction export with a bad filter in words, reading nothing", async () => {
    signInAs(users.manager);
    const response = await get("account-transactions", "?owner=acc-1&min=20&max=10");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/maximum amount is below the minimum/);
    const missing = await get("account-transactions", "?min=1");
    expect(missing.status).toBe(400);
    expect(provider).not.toHaveBeenCalled();
  });

  it("lets a role export what it may see only", async () => {
    signInAs(users.compliance);
    expect((await get("card-transactions", "?owner=card-1")).status).toBe(403);
  });

  it("walks the provider's pages for a transaction view, writing only the matching rows", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      transaction_id: `t${i}`,
      amount: i + 1,
      currency: "EUR",
      direction: i % 2 ? "debit" : "credit",
      processing_code_type: "AccountLoad",
      description: i === 0 ? 'Rent, "May"' : `Row ${i}`,
      created_date: "2026-11-25T10:00:00Z",
      // The directory knows one account; the other it has not seen.
      account_id: i === 2 ? "acc-1" : "acc-customer",
    }));
    provider.mockImplementation(async (operation, request) => {
      expect(operation).toBe("listAccountTransactions");
      const { page_number } = (request as { query: { page_number: number } }).query;
      const transactions = rows.slice((page_number - 1) * 50, page_number * 50);
      return { page_number, page_size: 50, total_count: rows.length, transactions };
    });
    signInAs(users.manager);
    const all = await get("account-transactions", "?owner=acc/1");
    expect(all.headers.get("x-export-total")).toBe("120");
    expect(all.headers.get("content-disposition")).toMatch(/filename="account-transactions-acc_1-/);
    expect((await all.text()).trimEnd().split("\n")).toHaveLength(121);

    const some = await get("account-transactions", "?owner=acc-1&min=1&max=10&direction=credit");
    expect(some.headers.get("x-export-total")).toBeNull();
    const lines = (await some.text()).trimEnd().split("\n");
    expect(lines[0]).toBe(
      "transaction_id,created_date,type,description,direction,amount,currency,declined,response_code,payment_status,balance_after,account_currency,account_id,account,card_id,card,end_to_end_id",
    );
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
      "t0",
      "t2",
      "t4",
      "t6",
      "t8",
    ]);
    expect(lines[1]).toBe(
      't0,2026-11-25T10:00:00.000Z,AccountLoad,"Rent, ""May""",credit,1.00,EUR,no,,,,EUR,acc-customer,Account 0 · Jane Doe,,,',
    );
    expect(lines[2]).toMatch(/,acc-1,Account not yet seen,,,$/);
    const entry = await lastAudit("list.export");
    expect(entry).toMatchObject({
      targetId: "account-transactions acc-1",
      after: { owner: "acc-1", filters: { min: "1", max: "10", direction: "credit" } },
    });
  });
});
