import "server-only";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import {
  cachedCatalog,
  catalogRefreshedAt,
  refreshCatalogIfStale,
} from "@/lib/console/error-catalog/cache";
import { providerCatalogSource } from "@/lib/console/error-catalog/provider-source";

/**
 * The cached error catalog, refreshed first when it is older than a day, and filtered by code,
 * detail or status. The cache serves the page even when the provider cannot be reached: the
 * page says so instead of failing.
 */
export async function loadErrorCodesPage(query: string) {
  const { db } = await requirePagePermission("errorCodes.view");
  let refreshError: string | null = null;
  try {
    await refreshCatalogIfStale(db, providerCatalogSource(camsClient()), new Date());
  } catch (error) {
    refreshError = error instanceof Error ? error.message : String(error);
  }
  const [all, refreshedAt] = await Promise.all([cachedCatalog(db), catalogRefreshedAt(db)]);
  const needle = query.toLowerCase();
  const rows = query
    ? all.filter(
        (r) =>
          String(r.code).startsWith(needle) ||
          r.detail.toLowerCase().includes(needle) ||
          r.statusCode.toLowerCase().includes(needle),
      )
    : all;
  return { query, rows, total: all.length, refreshedAt, refreshError };
}

export type ErrorCodesPageView = Awaited<ReturnType<typeof loadErrorCodesPage>>;
