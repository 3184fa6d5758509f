import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { type Db, getDb } from "@/lib/db";

const globalForExecutor = globalThis as typeof globalThis & {
  __executors?: { holder: string; timers: Map<string, ReturnType<typeof setInterval>> };
};

/** How often each server asks for work (approved requests, confirmed batches) no live server runs. */
const EXECUTOR_PERIOD_MS = 15_000;

function executors() {
  globalForExecutor.__executors ??= {
    holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    timers: new Map(),
  };
  return globalForExecutor.__executors;
}

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
  name: string,
  runDue: (db: Db, holder: string) => Promise<unknown>,
): void {
  const { holder, timers } = executors();
  if (timers.has(name)) return;
  const timer = setInterval(() => {
    void getDb()
      .then((db) => runDue(db, holder))
      .catch((error) => console.warn(`[${name}] executor could not run`, error));
  }, EXECUTOR_PERIOD_MS);
  timer.unref();
  timers.set(name, timer);
}
