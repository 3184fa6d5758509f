import "server-only";
import type { BulkKind } from "@/lib/db/schema";
import { cardActions } from "./card-actions";
import type { AnyBulkKind } from "./kinds";
import { money } from "./money";
import { onboarding } from "./onboarding";

/**
 * Every kind of batch, by its name. A row's input is stored as JSON and read again by its kind's
 * `input` schema before it runs, so each kind is kept here over plain objects.
 */
const definitions = { onboarding, card_actions: cardActions, money } as unknown as Record<
  BulkKind,
  AnyBulkKind
>;

export const bulkKind = (kind: BulkKind) => definitions[kind];
