import { DayFilter, FilterButtons, SelectFilter } from "@/components/ui/filter-field";
import { auditOutcomes } from "@/lib/db/schema";
import { auditKindLabels, auditKinds } from "../lib/audit-kinds";
import { outcomeWords } from "../lib/audit-words";
import type { AuditPageView } from "../loaders/audit-page";
import { TargetPicker } from "./target-picker";

/**
 * The log's filters, as a plain GET form: they land in the URL, so a search can be shared,
 * reloaded and paged; submitting starts at page 1. No kind chosen means everything but sign-ins.
 */
export function AuditFilters({ view }: { view: AuditPageView }) {
  const { filters, values, fieldErrors } = view;
  return (
    <search aria-label="Filter the audit log" className="mb-4">
      <form method="get" action="/audit" className="flex flex-wrap items-start gap-3">
        <SelectFilter
          name="kind"
          label="Kind of action"
          any="Everything but sign-ins"
          className="w-56"
          defaultValue={filters.kind}
          options={auditKinds.map((k) => [k, auditKindLabels[k]])}
        />
        <SelectFilter
          name="actor"
          label="Done by"
          any="Anyone"
          className="w-56"
          error={fieldErrors.actor}
          defaultValue={values.actor}
          options={view.people.map((p) => [p.id, `${p.name} (${p.email})`] as const)}
        />
        <TargetPicker
          defaultValue={values.target ?? null}
          defaultLabel={view.targetLabel}
          people={view.people}
          error={fieldErrors.target}
        />
        <SelectFilter
          name="outcome"
          label="Outcome"
          defaultValue={filters.outcome}
          options={auditOutcomes.map((o) => [o, outcomeWords[o] ?? o])}
        />
        <DayFilter name="from" label="From" error={fieldErrors.from} defaultValue={values.from} />
        <DayFilter
          time
          name="fromTime"
          label="From time (UTC)"
          error={fieldErrors.fromTime}
          defaultValue={values.fromTime}
        />
        <DayFilter name="to" label="To" error={fieldErrors.to} defaultValue={values.to} />
        <DayFilter
          time
          name="toTime"
          label="To time (UTC)"
          error={fieldErrors.toTime}
          defaultValue={values.toTime}
        />
        <FilterButtons clearHref={view.filtered ? "/audit" : undefined} />
      </form>
    </search>
  );
}
