import "server-only";
import type { CamsError } from "@/lib/cams/client";
import type { Db } from "@/lib/db";
import { camsClient } from "../cams-client";
import { describeErrorCode, lookupErrorCode } from "../error-catalog/cache";
import { providerCatalogSource } from "../error-catalog/provider-source";

/**
 * "Insufficient funds in the account balance.", from the cached catalog: a sentence for people;
 * the code travels beside it (ActionResult.code, ReadResult.code) and is shown as a detail.
 */
export async function explainProviderError(db: Db, error: CamsError): Promise<string> {
  const record = await lookupErrorCode(
    db,
    providerCatalogSource(camsClient()),
    error.code,
    new Date(),
  ).catch(() => null);
  return describeErrorCode(error.code, record ?? (error.detail ? { detail: error.detail } : null));
}
