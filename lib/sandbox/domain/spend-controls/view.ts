import type { SpendControlGroup } from "../../tables/cards";

/**
 * A spend control group as the interface answers it. Its id is `id` (the contract's one
 * exception to `<kind>_id`). `periodicity` is returned as it was given, null when it was not:
 * it is deprecated (v1.58) but still part of the model, and a client that sent it expects to
 * read it back. `periodicities` is always a list, empty when there are none.
 */
export function spendControlView(group: SpendControlGroup) {
  return {
    id: group.id,
    name: group.name,
    bin: group.bin,
    is_enabled: group.isEnabled,
    merchant_category_codes: group.merchantCategoryCodes,
    merchant_ids: group.merchantIds,
    terminal_locations: group.terminalLocations,
    terminal_ids: group.terminalIds,
    periodicity: group.periodicity ?? null,
    periodicities: group.periodicities ?? [],
    created_date: group.createdAt.toISOString(),
    updated_date: group.updatedAt.toISOString(),
  };
}
