import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { type Db, getDb } from "@/lib/db";

const globalForExecutor = globalThis as typeof globalThis & {
  __approvalExecutor?: { holder: string; timer?: ReturnType<typeof setInterval> };
};

/** How often each server asks for approved requests no live server is running. */
const EXECUTOR_PERIOD_MS = 15_000;

/** This process, as an approved request's run lease names it: host, process id, a random part. */
export function executorHolder(): string {
  globalForExecutor.__approvalExecutor ??= {
    holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  };
  return globalForExecutor.__approvalExecutor.holder;
}

/**
 * Starts the approval executor once per process: every period, `runDue` (features/approvals'
 * runDueApprovals, handed in by the start-up, as lib does not import features) claims and runs
 * the approved requests whose run no live server holds. What goes wrong is logged, never thrown.
 */
export function startApprovalExecutor(runDue: (db: Db, holder: string) => Promise<unknown>): void {
  const holder = executorHolder();
  const state = globalForExecutor.__approvalExecutor!;
  if (state.timer) return;
  state.timer = setInterval(() => {
    void getDb()
      .then((db) => runDue(db, holder))
      .catch((error) => console.warn("[approvals] executor could not run", error));
  }, EXECUTOR_PERIOD_MS);
  state.timer.unref();
}
