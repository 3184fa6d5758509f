import { type BulkKind, type BulkResult, bulkStatus } from "../domain/bulk";
import type { HandlerResult } from "../handler";

/**
 * POST /customers/{id}/accounts, /cards and the like: 201 or 206 with the created items only,
 * each with its request_position_index, under the kind's name (`{ "cards": [...] }`).
 */
export function bulkAnswer(kind: BulkKind, result: BulkResult): HandlerResult {
  return { status: bulkStatus(result), body: { [kind]: result.created } };
}
