import "server-only";
import type { BulkKind } from "@/lib/db/schema";
import { cardActions } from "./card-actions";
import type { BulkKindDefinition } from "./kinds";

/**
 * Every kind of batch, by its name. A row's input is stored as the kind's schema made it, and
 * parsed by that schema again before it runs, so each kind is kept here over plain objects.
 */
const definitions = { card_actions: cardActions } as unknown as Record<
  BulkKind,
  BulkKindDefinition<Record<string, unknown>>
>;

export const bulkKind = (kind: BulkKind) => definitions[kind];
