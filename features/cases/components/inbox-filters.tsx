import { Input } from "@/components/ui/field";
import { DayFilter, FilterButtons, FilterField, SelectFilter } from "@/components/ui/filter-field";
import { caseKindLabels, caseStatusLabels } from "@/lib/console/cases/machine";
import { caseKinds, caseStatuses } from "@/lib/db/schema/case-values";
import type { InboxView } from "../lib/inbox-views";
import type { Officer } from "../lib/officers";
import { type InboxFilterValues, inboxHref } from "../lib/search-params";

type Props = {
  view: InboxView;
  values: InboxFilterValues;
  fieldErrors: Record<string, string>;
  officers: Officer[];
  filtered: boolean;
};

/**
 * The inbox's filters, as a plain GET form: they land in the URL with the view, so a filtered
 * inbox can be shared, reloaded, saved as a view and exported; submitting starts at page 1.
 */
export function InboxFilters({ view, values, fieldErrors, officers, filtered }: Props) {
  return (
    <search aria-label="Filter cases" className="mb-4">
      <form method="get" action="/cases" className="flex flex-wrap items-start gap-3">
        <input type="hidden" name="view" value={view} />
        <FilterField
          name="customer"
          label="Customer name"
          error={fieldErrors.customer}
          className="w-52"
          control={(wiring) => (
            <Input {...wiring} defaultValue={values.customer ?? ""} autoComplete="off" />
          )}
        />
        <SelectFilter
          name="status"
          label="Status"
          error={fieldErrors.status}
          defaultValue={values.status}
          options={caseStatuses.map((s) => [s, caseStatusLabels[s]])}
        />
        <SelectFilter
          name="kind"
          label="Kind"
          error={fieldErrors.kind}
          defaultValue={values.kind}
          options={caseKinds.map((k) => [k, caseKindLabels[k]])}
        />
        <SelectFilter
          name="owner"
          label="Owner"
          error={fieldErrors.owner}
          defaultValue={values.owner}
          options={[["none", "Unassigned"], ...officers.map((o) => [o.id, o.name] as const)]}
        />
        <DayFilter
          name="due_from"
          label="Due from"
          error={fieldErrors.due_from}
          defaultValue={values.due_from}
        />
        <DayFilter
          name="due_to"
          label="Due to"
          error={fieldErrors.due_to}
          defaultValue={values.due_to}
        />
        <FilterButtons clearHref={filtered ? inboxHref(view) : undefined} />
      </form>
    </search>
  );
}
