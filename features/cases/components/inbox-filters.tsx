import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
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
  const select = (
    name: "status" | "kind" | "owner",
    label: string,
    options: [string, string][],
  ) => (
    <FilterField
      name={name}
      label={label}
      error={fieldErrors[name]}
      className="w-44"
      control={(wiring) => (
        <Select {...wiring} defaultValue={values[name] ?? ""}>
          <option value="">Any</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    />
  );
  const day = (name: "due_from" | "due_to", label: string) => (
    <FilterField
      name={name}
      label={label}
      error={fieldErrors[name]}
      className="w-44"
      control={(wiring) => <Input {...wiring} type="date" defaultValue={values[name] ?? ""} />}
    />
  );
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
        {select(
          "status",
          "Status",
          caseStatuses.map((s) => [s, caseStatusLabels[s]]),
        )}
        {select(
          "kind",
          "Kind",
          caseKinds.map((k) => [k, caseKindLabels[k]]),
        )}
        {select("owner", "Owner", [
          ["none", "Unassigned"],
          ...officers.map((o): [string, string] => [o.id, o.name]),
        ])}
        {day("due_from", "Due from")}
        {day("due_to", "Due to")}
        <div className="flex items-center gap-3 pt-7">
          <Button type="submit" variant="secondary">
            Filter
          </Button>
          {filtered && (
            <Link
              href={inboxHref(view)}
              className="text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              Clear filters
            </Link>
          )}
        </div>
      </form>
    </search>
  );
}
