import { asc, eq, sql } from "drizzle-orm";
import type { ErrorCodeRecord } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { cacheMarks, errorCodes } from "@/lib/db/schema";

/** The spec: the catalog changes a few times a month; a refresh every 24 hours is enough. */
const CATALOG_MAX_AGE_MS = 24 * 3_600_000;
const MARK = "error_catalog";

/** Where the catalog comes from: the provider's GET /errorcodes and GET /errorcodes/{code}. */
export type CatalogSource = {
  listErrorCodes(): Promise<readonly ErrorCodeRecord[]>;
  /** null when the provider does not know the code either. */
  getErrorCode(code: number): Promise<ErrorCodeRecord | null>;
};

async function store(db: Db, records: readonly ErrorCodeRecord[], now: Date) {
  if (records.length === 0) return;
  await db
    .insert(errorCodes)
    .values(
      records.map((r) => ({
        code: r.code,
        detail: r.detail,
        statusCode: String(r.status_code),
        fetchedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: errorCodes.code,
      set: {
        detail: sql`excluded.detail`,
        statusCode: sql`excluded.status_code`,
        fetchedAt: sql`excluded.fetched_at`,
      },
    });
}

export async function catalogRefreshedAt(db: Db): Promise<Date | null> {
  const [mark] = await db.select().from(cacheMarks).where(eq(cacheMarks.name, MARK));
  return mark?.refreshedAt ?? null;
}

/** Loads the whole catalog when the cache is empty or older than 24 hours. */
export async function refreshCatalogIfStale(
  db: Db,
  source: CatalogSource,
  now: Date,
): Promise<boolean> {
  const refreshedAt = await catalogRefreshedAt(db);
  if (refreshedAt && now.getTime() - refreshedAt.getTime() < CATALOG_MAX_AGE_MS) return false;
  await store(db, await source.listErrorCodes(), now);
  await db
    .insert(cacheMarks)
    .values({ name: MARK, refreshedAt: now })
    .onConflictDoUpdate({ target: cacheMarks.name, set: { refreshedAt: now } });
  return true;
}

/**
 * One code's record: from the cache, or (a code the cache does not hold, as the spec asks)
 * fetched with GET /errorcodes/{code} and stored. Null when nobody knows it.
 */
export async function lookupErrorCode(db: Db, source: CatalogSource, code: number, now: Date) {
  const [cached] = await db.select().from(errorCodes).where(eq(errorCodes.code, code));
  if (cached) return { code, detail: cached.detail, status_code: cached.statusCode };
  const fetched = await source.getErrorCode(code).catch(() => null);
  if (fetched) await store(db, [fetched], now);
  return fetched;
}

export async function cachedCatalog(db: Db) {
  return db.select().from(errorCodes).orderBy(asc(errorCodes.code));
}

/** How the UI writes an error: "4225064: Insufficient funds in the account balance", never a bare number. */
export function describeErrorCode(_code: number, record: { detail: string } | null): string {
  const sentence =
    record?.detail?.trim() ||
    "The provider refused this request for a reason its catalog does not describe";
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
