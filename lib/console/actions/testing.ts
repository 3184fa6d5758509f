// Vitest only: server actions run outside Next, with the session source mocked by the test
// file (`vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }))`, and next/headers).
import { vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import type { DbHandle } from "@/lib/db";
import { type Role, roles } from "@/lib/db/schema";
import { auth } from "../auth";
import { createUser } from "../auth/users";

const slots = globalThis as { __camsDb?: unknown; __camsClient?: unknown };

/** Puts the test's database and provider client where getDb() and camsClient() keep theirs. */
export function installConsole(handle: DbHandle, client: CamsClient) {
  slots.__camsDb = { handle, ready: Promise.resolve() };
  slots.__camsClient = client;
  return () => {
    slots.__camsDb = undefined;
    slots.__camsClient = undefined;
  };
}

/** One console user per role; their ids by role. */
export async function usersByRole(handle: DbHandle): Promise<Record<Role, string>> {
  const ids = {} as Record<Role, string>;
  for (const role of roles) {
    const user = await createUser(handle.db, {
      email: `${role}@example.com`,
      name: role,
      role,
      password: "long enough password",
    });
    ids[role] = user.id;
  }
  return ids;
}

/** The session the next action sees: that user, signed in now, or none. */
export function signInAs(userId: string | null) {
  vi.mocked(auth as unknown as () => Promise<unknown>).mockResolvedValue(
    userId ? { user: { id: userId }, signedInAt: Date.now(), sessionVersion: 0 } : null,
  );
}
