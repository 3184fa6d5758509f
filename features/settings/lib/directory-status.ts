import "server-only";
import { directoryCounts, readSyncState } from "@/lib/console/directory";
import { directorySyncPeriodMs } from "@/lib/console/directory/background";
import type { Db } from "@/lib/db";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * What the directory settings page shows, as JSON (the page renders it first, then polls the
 * same shape): rows per kind, the last run's outcome in words, and a backfill's progress.
 */
export async function readDirectoryStatus(db: Db) {
  const [state, counts] = await Promise.all([readSyncState(db), directoryCounts(db)]);
  return {
    counts,
    /** 0: this server runs no periodic sync (DIRECTORY_SYNC_SECONDS=0). */
    periodSeconds: directorySyncPeriodMs() / 1000,
    running: state.leaseUntil !== null && state.leaseUntil > new Date(),
    lastRun: state.lastRun,
    lastRunAt: iso(state.lastRunAt),
    lastOutcome: state.lastOutcome,
    lastMessage: state.lastMessage,
    lastSucceededAt: iso(state.lastSucceededAt),
    backfill: {
      underWay: state.backfillNextPage !== null,
      nextPage: state.backfillNextPage,
      pagesDone: state.backfillPagesDone,
      rowsDone: state.backfillRowsDone,
      totalCount: state.backfillTotalCount,
      startedAt: iso(state.backfillStartedAt),
      finishedAt: iso(state.backfillFinishedAt),
    },
  };
}

export type DirectoryStatus = Awaited<ReturnType<typeof readDirectoryStatus>>;
