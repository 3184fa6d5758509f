import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { sandboxConfigFromEnv } from "../config";
import { accessTokens, apiUsers } from "../tables/transport";
import { ensureApiUser } from "./api-users";
import { hashApiPassword, verifyApiPassword } from "./password-hash";

describe.each(testBackends)("the sandbox's API user on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  const first = sandboxConfigFromEnv({});
  const changed = sandboxConfigFromEnv({
    SANDBOX_API_KEY: "changed-api-key-0002",
    SANDBOX_PASSWORD: "Changed!Pass2026y",
  });
  const user = async () => (await handle.db.select().from(apiUsers))[0]!;

  it("follows changed settings, ending the tokens issued under the old ones", async () => {
    await ensureApiUser(handle.db, first);
    const before = await user();
    expect(await verifyApiPassword(before.passwordHash, first.password)).toBe(true);
    await handle.db.insert(accessTokens).values({
      tokenHash: "a".repeat(64),
      apiUserId: before.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    await ensureApiUser(handle.db, changed);
    const after = await user();
    expect(after.id).toBe(before.id);
    expect(after.apiKey).toBe("changed-api-key-0002");
    expect(await verifyApiPassword(after.passwordHash, changed.password)).toBe(true);
    expect(
      await handle.db.select().from(accessTokens).where(eq(accessTokens.apiUserId, after.id)),
    ).toEqual([]);
  });

  it("keeps a password rotated through /manage/password while the settings stay the same", async () => {
    const rotated = await hashApiPassword("Rotated!Pass2026z");
    await handle.db.update(apiUsers).set({ passwordHash: rotated });
    await ensureApiUser(handle.db, changed);
    expect(await verifyApiPassword((await user()).passwordHash, "Rotated!Pass2026z")).toBe(true);
  });
});
