import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { endSession, listSessions, openSession } from "./sessions";
import { createUser, endSessions, findSessionUser, listUsers } from "./users";

const origin = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" };

describe.each(testBackends)("sessions on %s", (backend) => {
  let handle: DbHandle;
  let id: string;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    ({ id } = await createUser(handle.db, {
      email: "s@example.com",
      name: "S",
      role: "support",
      password: "long enough pw",
    }));
  });
  afterAll(() => handle.close());

  it("ends one device's session and leaves the others", async () => {
    const laptop = await openSession(handle.db, id, origin);
    const phone = await openSession(handle.db, id, { ip: null, userAgent: null });
    expect(await findSessionUser(handle.db, id, laptop)).toMatchObject({ role: "support" });
    expect((await listSessions(handle.db, id)).map((s) => s.id).sort()).toEqual(
      [laptop, phone].sort(),
    );
    expect(await endSession(handle.db, id, phone)).toBe(true);
    expect(await findSessionUser(handle.db, id, phone)).toBeNull();
    expect(await findSessionUser(handle.db, id, laptop)).not.toBeNull();
    expect((await listSessions(handle.db, id)).map((s) => s.id)).toEqual([laptop]);
    // Once ended, it stays ended; and nobody ends another user's session by its id.
    expect(await endSession(handle.db, id, phone)).toBe(false);
    const other = await createUser(handle.db, {
      email: "o@example.com",
      name: "O",
      role: "support",
      password: "long enough pw",
    });
    expect(await endSession(handle.db, other.id, laptop)).toBe(false);
    expect(await findSessionUser(handle.db, other.id, laptop)).toBeNull();
    expect(await findSessionUser(handle.db, id, laptop)).not.toBeNull();
  });

  it("ends every session at once, and a re-enabled user's old sessions stay dead", async () => {
    const before = await openSession(handle.db, id, origin);
    await endSessions(handle.db, id);
    expect(await findSessionUser(handle.db, id, before)).toBeNull();
    expect(await listSessions(handle.db, id)).toEqual([]);
    expect((await listUsers(handle.db)).find((u) => u.id === id)?.liveSessions).toBe(0);

    const after = await openSession(handle.db, id, origin);
    expect(await findSessionUser(handle.db, id, after)).toMatchObject({ email: "s@example.com" });
    expect((await listUsers(handle.db)).find((u) => u.id === id)?.liveSessions).toBe(1);

    // Disabled then enabled again: the session from before the disabling stays dead.
    await handle.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    await endSessions(handle.db, id);
    expect(await findSessionUser(handle.db, id, after)).toBeNull();
    await handle.db.update(users).set({ disabled: false }).where(eq(users.id, id));
    expect(await findSessionUser(handle.db, id, after)).toBeNull();
    expect(
      await findSessionUser(handle.db, id, await openSession(handle.db, id, origin)),
    ).not.toBeNull();
  });

  it("moves last seen at most once a minute, and lists no lapsed session", async () => {
    const sid = await openSession(handle.db, id, origin);
    const lastSeen = async () =>
      (await handle.db.select().from(sessions).where(eq(sessions.id, sid)))[0]!.lastSeenAt;
    const opened = await lastSeen();
    await findSessionUser(handle.db, id, sid);
    expect(await lastSeen()).toEqual(opened);

    // Seen 59 s ago: not moved. 61 s ago: moved to now.
    const ago = (s: number) => new Date(Date.now() - s * 1000);
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: ago(59) })
      .where(eq(sessions.id, sid));
    await findSessionUser(handle.db, id, sid);
    expect((await lastSeen()).getTime()).toBeLessThan(Date.now() - 58_000);
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: ago(61) })
      .where(eq(sessions.id, sid));
    await findSessionUser(handle.db, id, sid);
    expect((await lastSeen()).getTime()).toBeGreaterThan(Date.now() - 10_000);

    // Idle past 30 minutes (and the minute's slack), or signed in over 12 hours ago: not listed.
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: ago(31 * 60 + 1) })
      .where(eq(sessions.id, sid));
    expect((await listSessions(handle.db, id)).map((s) => s.id)).not.toContain(sid);
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: ago(0), signedInAt: ago(12 * 3600 + 1) })
      .where(eq(sessions.id, sid));
    expect((await listSessions(handle.db, id)).map((s) => s.id)).not.toContain(sid);
    // The next sign-in clears the rows no cookie can name any more.
    await openSession(handle.db, id, origin);
    expect(await handle.db.select().from(sessions).where(eq(sessions.id, sid))).toEqual([]);
  });
});
