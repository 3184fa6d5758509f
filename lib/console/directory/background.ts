import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { getDb } from "@/lib/db";
import { camsClient } from "../cams-client";
import { setting } from "../deployment";
import {
  emptyForRebuild,
  INCREMENTAL_MAX_PAGES,
  runDirectorySync,
  SYNC_PERIOD_MS,
  type SyncDeps,
  type SyncTrigger,
  scheduleBackfillIfEmpty,
} from "./sync";

const globalForSync = globalThis as typeof globalThis & {
  __camsDirectorySync?: { holder: string; timer?: ReturnType<typeof setInterval> };
};

/** This process, as the lease names it: host, process id and a random part. */
function holder(): string {
  globalForSync.__camsDirectorySync ??= {
    holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  };
  return globalForSync.__camsDirectorySync.holder;
}

async function deps(): Promise<SyncDeps> {
  return { db: await getDb(), client: camsClient(), holder: holder() };
}

/**
 * DIRECTORY_SYNC_SECONDS: how often this server asks whether the periodic sync is due (30 by
 * default); 0 turns the periodic sync and the start-up backfill off (the end-to-end server does,
 * so a spec sees only what it asked for). "Sync now" and "Rebuild" work either way.
 */
export function directorySyncPeriodMs(env: Record<string, string | undefined> = process.env) {
  const seconds = Number(setting(env, "DIRECTORY_SYNC_SECONDS"));
  // Only a 0 turns it off: a typo must not stop the sync silently.
  if (!Number.isFinite(seconds) || seconds < 0) return SYNC_PERIOD_MS;
  return seconds * 1000;
}

/** One run in the background: whatever goes wrong is logged, never thrown at a request. */
function syncInBackground(trigger: SyncTrigger): void {
  void deps()
    .then((d) => runDirectorySync(d, { trigger }))
    .catch((error) => console.warn("[directory] sync could not run", error));
}

/**
 * Starts the directory's filling once per process, without delaying the first request: a
 * backfill when the directory has no customer (or one a stop interrupted), then the periodic
 * incremental sync. The first run waits a few seconds, until the server listens (the built-in
 * sandbox is reached on the port it serves).
 */
export function startDirectorySync(): void {
  const period = directorySyncPeriodMs();
  holder();
  const state = globalForSync.__camsDirectorySync!;
  if (period === 0 || state.timer) return;
  setTimeout(() => {
    void getDb()
      .then((db) => scheduleBackfillIfEmpty(db))
      .then(() => syncInBackground("now"))
      .catch((error) => console.warn("[directory] start-up backfill could not start", error));
  }, 5_000).unref();
  state.timer = setInterval(() => syncInBackground("period"), period);
  state.timer.unref();
}

/** "Sync now": the incremental sync (or the backfill under way, a bounded part of it) at once. */
export async function syncDirectoryNow() {
  return runDirectorySync(await deps(), { trigger: "now", maxPages: INCREMENTAL_MAX_PAGES });
}

/** "Rebuild": empties the customers' side, then refills it from the provider in the background. */
export async function rebuildDirectory() {
  const d = await deps();
  const emptied = await emptyForRebuild(d.db, d.holder);
  if (emptied.ok) syncInBackground("now");
  return emptied;
}
