import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
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

  it("refuses every session from before the user's last sign-out, and accepts later ones", async () => {
    const signOutAt = new Date("2026-11-22T09:00:00.500Z");
    expect(await findSessionUser(handle.db, id, signOutAt.getTime() - 1)).toMatchObject({
      role: "support",
    });
    await endSessions(handle.db, id, signOutAt);
    expect(await findSessionUser(handle.db, id, signOutAt.getTime() - 1)).toBeNull();
    expect(await findSessionUser(handle.db, id, signOutAt.getTime())).toBeNull();
    expect(await findSessionUser(handle.db, id, signOutAt.getTime() + 1)).toMatchObject({
      email: "s@example.com",
    });
  });
});
