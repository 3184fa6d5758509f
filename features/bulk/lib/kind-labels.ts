import type { BulkKind } from "@/lib/db/schema/bulk-values";

/** The kinds in words, for pages and the browser (the definitions themselves are server-only). */
export const bulkKindLabels: Record<BulkKind, string> = {
  onboarding: "Onboard customers, with their accounts and cards",
  card_actions: "Card actions: block, unblock or replace",
  money: "Money: credit or debit accounts",
};
