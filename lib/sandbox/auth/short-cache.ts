/**
 * What a request reads before its work (the API user of a key, a token's owner and expiry) kept
 * for a few seconds per process and database: two queries fewer per request. Only rows that
 * exist are kept. A change made in this process clears the cache at once; one made by another
 * instance is seen within TTL_MS.
 */
export const SHORT_CACHE_TTL_MS = 5_000;

export function shortCache<V>() {
  let byDb = new WeakMap<object, Map<string, { value: V; until: number }>>();
  return {
    /** The kept value, or `read()`'s (always `read()`'s when `refresh`). */
    async get(
      db: object,
      key: string,
      read: () => Promise<V | null>,
      refresh = false,
    ): Promise<V | null> {
      const entries = byDb.get(db) ?? new Map<string, { value: V; until: number }>();
      byDb.set(db, entries);
      const kept = entries.get(key);
      if (kept && kept.until > Date.now() && !refresh) return kept.value;
      const value = await read();
      if (value === null) entries.delete(key);
      else entries.set(key, { value, until: Date.now() + SHORT_CACHE_TTL_MS });
      return value;
    },
    /** Forgets everything: called by the change, often inside a transaction, not on its db. */
    clear() {
      byDb = new WeakMap();
    },
  };
}
