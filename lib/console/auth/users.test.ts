import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { createUser, endSessions, findSessionUser } from "./users";

describe.each(testBackends)("session users on %s", (backend) => {
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

  it("refuses every session of an earlier version: after a sign-out, and after a re-enabling", async () => {
    expect(await findSessionUser(handle.db, id, 0)).toMatchObject({ role: "support" });
    await endSessions(handle.db, id);
    expect(await findSessionUser(handle.db, id, 0)).toBeNull();
    expect(await findSessionUser(handle.db, id, 1)).toMatchObject({ email: "s@example.com" });

    // Disabled then enabled again: the session from before the disabling stays dead.
    await handle.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    await endSessions(handle.db, id);
    expect(await findSessionUser(handle.db, id, 2)).toBeNull();
    await handle.db.update(users).set({ disabled: false }).where(eq(users.id, id));
    expect(await findSessionUser(handle.db, id, 1)).toBeNull();
    expect(await findSessionUser(handle.db, id, 2)).toMatchObject({ email: "s@example.com" });
  });
});
