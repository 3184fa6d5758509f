import "server-only";
import { AsyncResource } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { type Db, getDb } from "@/lib/db";

const globalForExecutor = globalThis as typeof globalThis & {
  __executors?: {
    holder: string;
    timers: Map<string, ReturnType<typeof setInterval>>;
    kicks: Map<string, () => void>;
  };
};

/** How often each server asks for work (approved requests, confirmed batches) no live server runs. */
const EXECUTOR_PERIOD_MS = 15_000;

function executors() {
  globalForExecutor.__executors ??= {
    holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    timers: new Map(),
    kicks: new Map(),
  };
  return globalForExecutor.__executors;
}

/** The kinds of background work, by the name their executor is started and kicked under. */
export type ExecutorName = "approvals" | "bulk";

/** This process, as a lease on work names it: host, process id, a random part. */
export function executorHolder(): string {
  return executors().holder;
}

/**
 * Starts one kind of background work once per process: every period, `runDue` (a feature's,
 * handed in by the start-up, as lib does not import features) claims and runs the work whose
 * lease no live server holds. What goes wrong is logged, never thrown.
 */
export function startExecutor(
  name: ExecutorName,
  runDue: (db: Db, holder: string) => Promise<unknown>,
): void {
  const { holder, timers, kicks } = executors();
  if (timers.has(name)) return;
  // Bound to the start-up's context, not a request's: work a request kicks off (a batch of
  // 10,000 rows) runs outside it, so nothing the framework keeps per request (each fetch's
  // metrics) piles up while it runs.
  const run = AsyncResource.bind(() => {
    void getDb()
      .then((db) => runDue(db, holder))
      .catch((error) => console.warn(`[${name}] executor could not run`, error));
  });
  const timer = setInterval(run, EXECUTOR_PERIOD_MS);
  timer.unref();
  timers.set(name, timer);
  kicks.set(name, run);
}

/**
 * Runs one kind of background work now on this server, as its period would (a batch just
 * confirmed starts at once). Nothing when its executor is not started (a script, a test).
 */
export function kickExecutor(name: ExecutorName): void {
  executors().kicks.get(name)?.();
}
