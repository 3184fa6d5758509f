import "server-only";
import { isCamsError } from "@/lib/cams/client";
import { explainProviderError } from "@/lib/console/actions/explain-provider-error";
import type { Db } from "@/lib/db";

export type ReadResult<T> = { ok: true; data: T } | { ok: false; message: string; code?: string };

/**
 * A read for display: a provider refusal becomes its explanation and code for the page to
 * show; anything else (a bug, a network failure) still reaches the error boundary.
 */
export async function readOrExplain<T>(db: Db, read: Promise<T>): Promise<ReadResult<T>> {
  try {
    return { ok: true, data: await read };
  } catch (error) {
    if (!isCamsError(error)) throw error;
    return { ok: false, message: await explainProviderError(db, error), code: String(error.code) };
  }
}
