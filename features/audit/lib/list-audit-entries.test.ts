import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_URL_PAGE } from "@/components/ui/url-state";
import { createUser } from "@/lib/console/auth/users";
import type { DbHandle } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { type AuditFilters, readAuditFilters } from "./audit-filters";
import { listAuditEntries } from "./list-audit-entries";
import { loadAuditParams } from "./search-params";

const ACCOUNT = "6f1c2d3e-0000-4000-8000-00000000000a";

describe.each(testBackends)("the audit page on %s", (backend) => {
  let handle: DbHandle;
  let manager: string;
  let support: string;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    const password = "Long-enough-passw0rd";
    manager = (
      await createUser(handle.db, { email: "m@x.test", name: "M", role: "manager", password })
    ).id;
    support = (
      await createUser(handle.db, { email: "s@x.test", name: "S", role: "support", password })
    ).id;
    const at = (iso: string) => new Date(iso);
    await handle.db.insert(auditLog).values([
      {
        actorId: manager,
        action: "auth.sign_in",
        outcome: "success",
        at: at("2026-11-20T08:00:00Z"),
      },
      {
        actorId: manager,
        action: "account.credit",
        targetType: "account",
        targetId: ACCOUNT,
        outcome: "success",
        at: at("2026-11-20T09:00:00Z"),
      },
      {
        actorId: manager,
        action: "account.debit",
        targetType: "account",
        targetId: ACCOUNT,
        outcome: "failure",
        at: at("2026-11-21T23:59:59Z"),
      },
      {
        actorId: support,
        action: "card.block",
        outcome: "success",
        at: at("2026-11-22T00:00:00Z"),
      },
      {
        actorId: null,
        action: "access.refused",
        outcome: "denied",
        at: at("2026-11-22T10:00:00Z"),
      },
      {
        actorId: support,
        action: "auth.sign_out",
        outcome: "success",
        at: at("2026-11-22T11:00:00Z"),
      },
      {
        actorId: support,
        action: "user.reset_second_factor",
        targetType: "user",
        targetId: "m@x.test",
        outcome: "success",
        at: at("2026-11-22T12:00:00Z"),
      },
    ]);
  });
  afterAll(() => handle.close());

  const actions = async (filters: AuditFilters, page = 1) =>
    (await listAuditEntries(handle.db, { page, filters })).rows.map((r) => r.action);

  it("leaves sign-ins out unless asked for, newest first", async () => {
    expect(await actions({})).toEqual([
      "user.reset_second_factor",
      "access.refused",
      "card.block",
      "account.debit",
      "account.credit",
    ]);
    expect(await actions({ kind: "sign-ins" })).toEqual(["auth.sign_out", "auth.sign_in"]);
    expect(await actions({ kind: "everything" })).toHaveLength(7);
  });

  it("filters by kind, actor, outcome and a range of whole days", async () => {
    expect(await actions({ kind: "money" })).toEqual(["account.debit", "account.credit"]);
    expect(await actions({ kind: "team" })).toEqual(["user.reset_second_factor"]);
    expect(await actions({ actor: manager })).toEqual(["account.debit", "account.credit"]);
    expect(await actions({ actor: manager, kind: "everything" })).toHaveLength(3);
    expect(await actions({ outcome: "failure" })).toEqual(["account.debit"]);
    // The `to` day is included to its last second; the next day's first second is not.
    expect(await actions({ from: "2026-11-21", to: "2026-11-21" })).toEqual(["account.debit"]);
    expect(await actions({ from: "2026-11-22", to: "2026-11-22", actor: support })).toEqual([
      "user.reset_second_factor",
      "card.block",
    ]);
  });

  it("narrows a range to the minute: a time of the first day on, to the last minute included", async () => {
    // The debit is at 2026-11-21 23:59:59: in the minute 23:59, not before it.
    const within = (from: string, fromTime: string, to: string, toTime: string) =>
      actions({ from, fromTime, to, toTime });
    expect(await within("2026-11-21", "23:59", "2026-11-22", "00:00")).toEqual([
      "card.block",
      "account.debit",
    ]);
    expect(await within("2026-11-20", "09:01", "2026-11-21", "23:58")).toEqual([]);
    expect(await within("2026-11-20", "09:00", "2026-11-20", "09:00")).toEqual(["account.credit"]);
  });

  it("filters by target: an account, or a person by their email", async () => {
    expect(await actions({ target: `account:${ACCOUNT}` })).toEqual([
      "account.debit",
      "account.credit",
    ]);
    expect(await actions({ target: `account:${ACCOUNT}`, outcome: "success" })).toEqual([
      "account.credit",
    ]);
    expect(await actions({ target: "user:m@x.test" })).toEqual(["user.reset_second_factor"]);
    // The same id as another kind is another target.
    expect(await actions({ target: `card:${ACCOUNT}` })).toEqual([]);
  });

  it("says on its field why a hand-edited filter cannot be used, and ignores it", () => {
    const read = (query: Record<string, string>) => readAuditFilters(loadAuditParams(query));
    expect(read({ from: "2026-11-22", to: "2026-11-21" })).toEqual({
      filters: {
        kind: undefined,
        actor: undefined,
        target: undefined,
        outcome: undefined,
        from: undefined,
        to: undefined,
        fromTime: undefined,
        toTime: undefined,
      },
      fieldErrors: {
        to: "The range ends before it starts: choose a “to” date on or after 2026-11-22.",
      },
    });
    expect(read({ from: "2026-11-22", to: "2026-11-22" }).fieldErrors).toEqual({});
    expect(read({ actor: "not-an-id" }).fieldErrors).toEqual({
      actor: "Choose a person from the list.",
    });
    const targetProblem = {
      target: "Choose a customer, corporate, account, card or person from the list.",
    };
    for (const target of ["gossip", "account:", ":x", "wallet:1", `user:${"a".repeat(255)}`])
      expect(read({ target }).fieldErrors, target).toEqual(targetProblem);
    expect(read({ target: `user:${"a".repeat(254)}` }).fieldErrors).toEqual({});
    expect(read({ target: `card:${ACCOUNT}` }).filters.target).toBe(`card:${ACCOUNT}`);
    // A time needs its day, is written HH:MM, and a range within one day must not run backwards.
    expect(read({ fromTime: "09:00" }).fieldErrors).toEqual({
      fromTime: "Choose the day this time is on, too.",
    });
    expect(read({ from: "2026-11-22", fromTime: "24:00" }).fieldErrors).toEqual({
      fromTime: "“24:00” is not a time: write it as hours:minutes, like 09:30.",
    });
    const backwards = read({
      from: "2026-11-22",
      fromTime: "10:00",
      to: "2026-11-22",
      toTime: "09:59",
    });
    expect(backwards.fieldErrors).toEqual({
      toTime: "The range ends before it starts: choose a time at or after 10:00.",
    });
    expect(backwards.filters).toMatchObject({ fromTime: "10:00", toTime: undefined });
    expect(
      read({ from: "2026-11-22", fromTime: "10:00", to: "2026-11-22", toTime: "10:00" })
        .fieldErrors,
    ).toEqual({});
    // An unknown kind is no kind: the default view.
    expect(read({ kind: "gossip" }).filters.kind).toBeUndefined();
  });

  it("shows an empty page past the end, up to the largest page a URL may name", async () => {
    expect(await actions({ kind: "everything" }, 1)).toHaveLength(7);
    for (const page of [2, MAX_URL_PAGE]) {
      expect(await listAuditEntries(handle.db, { page, filters: {} })).toEqual({
        rows: [],
        total: 5,
        more: false,
      });
    }
  });

  it("reads a page past that, or not a page at all, as page 1 with its reason", () => {
    const past = loadAuditParams({ page: String(MAX_URL_PAGE + 1) }).page;
    expect(past).toMatchObject({ page: null, problem: expect.stringMatching(/too large/) });
    expect(loadAuditParams({ page: "1e9" }).page).toMatchObject({ page: null });
  });
});
