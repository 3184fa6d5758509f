// Vitest's setup for the "session" project (vitest.config.ts): files that call server actions and
// loaders outside Next, as whoever `signInAs` (./testing.ts) says, and replace nothing else. They
// share their worker's modules, so the session source and the request headers are replaced here
// once for all of them, and each file starts signed out as it would in a worker of its own.
import { beforeAll, type Mock, vi } from "vitest";

// One mock for the worker, however often this file runs: a module that imported the session
// source for an earlier file keeps it, and `signInAs` must drive the one it holds.
const { auth } = vi.hoisted(() => {
  const slot = globalThis as { [key: symbol]: Mock | undefined };
  const key = Symbol.for("cams.test.auth");
  slot[key] ??= vi.fn();
  return { auth: slot[key] };
});

vi.mock("@/lib/console/auth", () => ({ auth }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

beforeAll(() => {
  auth.mockReset();
});
