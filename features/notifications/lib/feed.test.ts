import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { getCurrentUser } from "@/lib/console/auth/session";
import { notify } from "@/lib/console/notifications/notify";
import type { DbHandle } from "@/lib/db";
import type { Role } from "@/lib/db/schema";
import { createTestDb } from "@/lib/db/testing";
import { markNotificationsRead } from "../actions/mark-notifications-read";
import { FEED_SIZE, notificationFeed } from "./feed";

describe("a person's bell", () => {
  let handle: DbHandle;
  let uninstall: () => void;
  let users: Record<Role, string>;
  beforeAll(async () => {
    handle = await createTestDb("pglite");
    uninstall = installConsole(handle, {} as CamsClient);
    users = await usersByRole(handle);
  });
  afterAll(async () => {
    uninstall();
    await handle.close();
  });

  const feedOf = async (userId: string) => {
    signInAs(userId);
    return notificationFeed(handle.db, (await getCurrentUser())!);
  };
  const notice = (userId: string, title: string) => ({
    userId,
    kind: "approval" as const,
    title,
    href: "/approvals",
  });

  it("lists the newest notices first, counts the unread, and shows only one's own", async () => {
    await notify(handle.db, [
      ...Array.from({ length: FEED_SIZE + 2 }, (_, i) => notice(users.manager, `n${i}`)),
      notice(users.support, "not the manager's"),
    ]);
    const feed = await feedOf(users.manager);
    expect(feed.unread).toBe(FEED_SIZE + 2);
    expect(feed.items).toHaveLength(FEED_SIZE);
    expect(feed.items[0]).toMatchObject({ title: `n${FEED_SIZE + 1}`, read: false });
    expect(feed.items.some((item) => item.title === "not the manager's")).toBe(false);
  });

  it("marks read the notices named, or all, and never another person's", async () => {
    const [first, second] = (await feedOf(users.manager)).items;
    const supportsOwn = (await feedOf(users.support)).items[0]!;
    signInAs(users.manager);
    expect(await markNotificationsRead({ ids: [first!.id, supportsOwn.id] })).toEqual({
      ok: true,
      data: { marked: 1 },
    });
    const after = await feedOf(users.manager);
    expect(after.unread).toBe(FEED_SIZE + 1);
    expect(after.items.find((item) => item.id === first!.id)?.read).toBe(true);
    expect(after.items.find((item) => item.id === second!.id)?.read).toBe(false);
    expect((await feedOf(users.support)).unread).toBe(1);
    signInAs(users.manager);
    expect(await markNotificationsRead({ all: true })).toEqual({
      ok: true,
      data: { marked: FEED_SIZE + 1 },
    });
    expect((await feedOf(users.manager)).unread).toBe(0);
    expect((await feedOf(users.support)).unread).toBe(1);
  });

  it("refuses a mark without ids, and no session", async () => {
    signInAs(users.manager);
    expect(await markNotificationsRead({ ids: [] })).toMatchObject({ ok: false });
    signInAs(null);
    expect(await markNotificationsRead({ all: true })).toMatchObject({ ok: false });
  });
});
