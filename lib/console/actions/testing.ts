// Vitest only: server actions run outside Next, with the session source mocked: by
// ./testing.setup.ts for the files of the "session" project (vitest.config.ts), or by a file of
// the isolated project itself (`vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }))`, and
// next/headers).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, vi } from "vitest";
import type { CamsClient } from "@/lib/cams/client";
import { type Db, type DbHandle, getDb } from "@/lib/db";
import { type Role, roles, sessions, users } from "@/lib/db/schema";
import type { ApprovalAction } from "@/lib/db/schema/approval-values";
import { createTestDb, type TestBackend } from "@/lib/db/testing";
import { createRequest } from "../approvals/store";
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

/**
 * A test file's console on its own database: created before its tests, with one user per role
 * (`ids`) and no provider, and closed after them. Read `handle` and `ids` inside the tests.
 */
export function consoleTestBed(backend: TestBackend, client = {} as CamsClient) {
  const bed = {} as { handle: DbHandle; ids: Record<Role, string> };
  let uninstall = () => {};
  beforeAll(async () => {
    bed.handle = await createTestDb(backend);
    uninstall = installConsole(bed.handle, client);
    bed.ids = await usersByRole(bed.handle);
  });
  afterAll(async () => {
    uninstall();
    await bed.handle.close();
  });
  return bed;
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

/**
 * The session the next action sees: that user, signed in now (a new session each call), or none.
 * Its row in console.sessions is made at the first request, at the user's session version then,
 * so ending the user's sessions refuses it as it would a browser's.
 */
export function signInAs(userId: string | null) {
  const sessionId = randomUUID();
  vi.mocked(auth as unknown as () => Promise<unknown>).mockImplementation(async () => {
    if (!userId) return null;
    const db = await getDb();
    await db.execute(sql`
      insert into ${sessions} (id, user_id, session_version)
      select ${sessionId}, ${users.id}, ${users.sessionVersion} from ${users} where ${users.id} = ${userId}
      on conflict do nothing`);
    return { user: { id: userId }, signedInAt: Date.now(), sessionId };
  });
}

/** A four-eyes request as a maker's held action leaves it: pending, under a policy in force now. */
export function waitingRequest(
  db: Db,
  request: {
    actionName: string;
    policy: ApprovalAction;
    approverRole: Role;
    payload: unknown;
    maker: { id: string; email: string };
  },
) {
  return createRequest(db, {
    actionName: request.actionName,
    policy: {
      action: request.policy,
      mode: "always",
      thresholds: {},
      maxRows: null,
      approverRole: request.approverRole,
      expiryHours: 24,
      updatedBy: null,
      updatedAt: new Date(),
    },
    payload: request.payload,
    idempotencyKey: null,
    maker: request.maker,
    target: undefined,
    ip: null,
  });
}
