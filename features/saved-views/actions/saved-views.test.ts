import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import type { ConsoleUser } from "@/lib/console/auth/session";
import { type DbHandle, queryRows } from "@/lib/db";
import { type Role, savedViews } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/testing";
import { saveableLists } from "../lib/saveable-lists";
import { listVisibleViews } from "../lib/store";
import { deleteView } from "./delete-view";
import { renameView } from "./rename-view";
import { saveView } from "./save-view";
import { shareViewWithRole } from "./share-view-with-role";
import { unshareView } from "./unshare-view";

let handle: DbHandle;
let uninstall: () => void;
let ids: Record<Role, string>;
const id = "7f3a2c1e-0b4d-4e5f-9a8b-1c2d3e4f5a6b";
const userOf = (role: Role): ConsoleUser => ({ id: ids[role], email: "", name: role, role });

beforeAll(async () => {
  handle = await createTestDb("pglite");
  uninstall = installConsole(handle, {} as CamsClient);
  ids = await usersByRole(handle);
});
afterAll(async () => {
  uninstall();
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(savedViews);
});

const view = (over: Partial<Parameters<typeof saveView>[0]> = {}) => ({
  name: "Active customers",
  pathname: "/customers",
  search: "status=Active",
  sharedRole: null,
  ...over,
});

async function saveAs(role: Role, over: Partial<Parameters<typeof saveView>[0]> = {}) {
  signInAs(ids[role]);
  const result = await saveView(view(over));
  if (!result.ok) throw new Error(`${result.message} ${JSON.stringify(result.fieldErrors)}`);
  return result.data.id;
}

describe("the name rule", () => {
  it("keeps a name of 60 characters, trimmed", async () => {
    signInAs(ids.manager);
    const result = await saveView(view({ name: ` ${"n".repeat(60)} ` }));
    expect(result).toMatchObject({ ok: true, data: { name: "n".repeat(60) } });
  });

  it("refuses 61 characters and a blank name on the name field, storing nothing", async () => {
    signInAs(ids.manager);
    expect(await saveView(view({ name: "n".repeat(61) }))).toMatchObject({
      ok: false,
      code: "VALIDATION",
      fieldErrors: { name: "Keep the name to 60 characters or fewer" },
    });
    expect(await saveView(view({ name: "   " }))).toMatchObject({
      ok: false,
      fieldErrors: { name: "Enter a name for the view" },
    });
    expect(await handle.db.select().from(savedViews)).toEqual([]);
  });

  it("is held by the table too", async () => {
    const insert = (name: string) =>
      handle.db.insert(savedViews).values({ ownerId: ids.admin, name, pathname: "/audit" });
    await expect(insert("n".repeat(61))).rejects.toThrow();
    await expect(insert("")).rejects.toThrow();
    await expect(insert(" padded")).rejects.toThrow();
    await expect(insert("n".repeat(60))).resolves.toBeDefined();
  });

  it("renames at 60 characters and refuses 61 on the field", async () => {
    const viewId = await saveAs("manager");
    expect(await renameView({ viewId, name: "r".repeat(61) })).toMatchObject({
      ok: false,
      fieldErrors: { name: "Keep the name to 60 characters or fewer" },
    });
    expect(await renameView({ viewId, name: "r".repeat(60) })).toMatchObject({ ok: true });
  });
});

describe("unique names", () => {
  it("refuses a name the owner already uses, whatever its capitals, on the name field", async () => {
    await saveAs("manager", { name: "Acme" });
    expect(await saveView(view({ name: " ACME ", pathname: "/corporates" }))).toMatchObject({
      ok: false,
      code: "VALIDATION",
      fieldErrors: { name: "You already have a view named “ACME”. Choose another name." },
    });
    expect(await handle.db.select().from(savedViews)).toHaveLength(1);
  });

  it("lets another user use the same name", async () => {
    await saveAs("manager", { name: "Acme" });
    await saveAs("support", { name: "Acme" });
    expect(await handle.db.select().from(savedViews)).toHaveLength(2);
  });

  it("refuses renaming onto another of one's views, and keeps a rename to the same name", async () => {
    await saveAs("manager", { name: "First" });
    const second = await saveAs("manager", { name: "Second" });
    expect(await renameView({ viewId: second, name: "first" })).toMatchObject({
      ok: false,
      fieldErrors: { name: "You already have a view named “first”. Choose another name." },
    });
    expect(await renameView({ viewId: second, name: "SECOND" })).toMatchObject({ ok: true });
  });
});

describe("the path and query", () => {
  const concrete = (pattern: string) => pattern.replaceAll("[id]", id);

  it.each(saveableLists.map((l) => l.pattern))("accepts %s", async (pattern) => {
    signInAs(ids.admin);
    expect(await saveView(view({ name: pattern, pathname: concrete(pattern) }))).toMatchObject({
      ok: true,
    });
  });

  it.each([
    "//evil.com",
    "https://evil.com/customers",
    "/\\evil.com",
    "/settings",
    `/customers/${id}`,
    "/customers/../settings",
  ])("refuses %j, storing nothing", async (pathname) => {
    signInAs(ids.admin);
    expect(await saveView(view({ pathname }))).toMatchObject({
      ok: false,
      fieldErrors: { pathname: "This page cannot be saved as a view" },
    });
    expect(await handle.db.select().from(savedViews)).toEqual([]);
  });

  it("refuses a query with a control character, and keeps one without the page", async () => {
    signInAs(ids.admin);
    expect(await saveView(view({ search: "status=Active%0A&x=\u0007" }))).toMatchObject({
      ok: false,
      fieldErrors: { search: "This page's filters cannot be saved" },
    });
    await saveAs("admin", { search: "?status=Active&page=4" });
    const [row] = await handle.db.select().from(savedViews);
    expect(row).toMatchObject({ pathname: "/customers", search: "status=Active" });
  });

  it("refuses a list the role cannot open, and sharing with a role that cannot", async () => {
    signInAs(ids.support);
    expect(await saveView(view({ pathname: "/corporates" }))).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    signInAs(ids.manager);
    expect(await saveView(view({ pathname: "/corporates", sharedRole: "support" }))).toMatchObject({
      ok: false,
      fieldErrors: {
        sharedRole: "The support role cannot open Corporates, so the view would not show for it.",
      },
    });
    expect(await handle.db.select().from(savedViews)).toEqual([]);
  });
});

describe("visibility", () => {
  it("shows one's own, and others' only when shared with one's role", async () => {
    await saveAs("manager", { name: "Mine, private" });
    await saveAs("manager", { name: "Shared with support", sharedRole: "support" });
    await saveAs("manager", { name: "Shared with compliance", sharedRole: "compliance" });
    await saveAs("admin", { name: "Admin's, private" });
    await saveAs("support", { name: "Support's own" });

    const names = async (role: Role) =>
      (await listVisibleViews(handle.db, userOf(role))).map((v) => [v.name, v.mine]);
    expect(await names("manager")).toEqual([
      ["Mine, private", true],
      ["Shared with compliance", true],
      ["Shared with support", true],
    ]);
    expect(await names("support")).toEqual([
      ["Shared with support", false],
      ["Support's own", true],
    ]);
    expect(await names("compliance")).toEqual([["Shared with compliance", false]]);
    expect(await names("admin")).toEqual([["Admin's, private", true]]);
  });

  it("hides a view whose list the role may no longer open", async () => {
    const viewId = await saveAs("manager", { name: "Events", pathname: "/events" });
    await handle.db
      .update(savedViews)
      .set({ sharedRole: "support" })
      .where(eq(savedViews.id, viewId));
    expect(await listVisibleViews(handle.db, userOf("support"))).toEqual([]);
    expect(await listVisibleViews(handle.db, userOf("manager"))).toHaveLength(1);
  });

  it("never lists a stored row that is not a saveable list", async () => {
    await handle.db
      .insert(savedViews)
      .values({ ownerId: ids.admin, name: "Odd", pathname: "//evil.com", search: "" });
    expect(await listVisibleViews(handle.db, userOf("admin"))).toEqual([]);
  });
});

describe("only the owner changes a view", () => {
  it("refuses others' changes to a shared view as read-only, and hides a private one", async () => {
    const shared = await saveAs("manager", { name: "Shared", sharedRole: "support" });
    const hidden = await saveAs("manager", { name: "Private" });
    signInAs(ids.support);
    for (const attempt of [
      () => renameView({ viewId: shared, name: "Mine now" }),
      () => deleteView({ viewId: shared }),
      () => shareViewWithRole({ viewId: shared, role: "compliance" }),
      () => unshareView({ viewId: shared }),
    ]) {
      expect(await attempt()).toMatchObject({
        ok: false,
        code: "READ_ONLY",
        message: "Only the person who saved this view can change it.",
      });
    }
    expect(await deleteView({ viewId: hidden })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect((await handle.db.select().from(savedViews)).map((v) => v.name).sort()).toEqual([
      "Private",
      "Shared",
    ]);
  });

  it("shares, unshares and deletes the owner's view, each audited", async () => {
    const viewId = await saveAs("manager");
    expect(await shareViewWithRole({ viewId, role: "support" })).toMatchObject({ ok: true });
    expect(await listVisibleViews(handle.db, userOf("support"))).toHaveLength(1);
    expect(await unshareView({ viewId })).toMatchObject({ ok: true });
    expect(await listVisibleViews(handle.db, userOf("support"))).toEqual([]);
    expect(await deleteView({ viewId })).toMatchObject({ ok: true });
    expect(await handle.db.select().from(savedViews)).toEqual([]);
    const entries = await queryRows<{ action: string; outcome: string }>(
      handle.db,
      sql`select action, outcome from console.audit_log
          where target_type = 'saved_view' and target_id = ${viewId} order by id`,
    );
    expect(entries).toEqual([
      { action: "saved_view.save", outcome: "success" },
      { action: "saved_view.share", outcome: "success" },
      { action: "saved_view.unshare", outcome: "success" },
      { action: "saved_view.delete", outcome: "success" },
    ]);
  });

  it("refuses sharing with a role that cannot open the list, on the role field", async () => {
    const viewId = await saveAs("manager", { pathname: "/corporates", search: "name=acme" });
    expect(await shareViewWithRole({ viewId, role: "compliance" })).toMatchObject({
      ok: false,
      fieldErrors: {
        role: "The compliance role cannot open Corporates, so the view would not show for it.",
      },
    });
  });
});
