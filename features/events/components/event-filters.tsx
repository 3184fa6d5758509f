import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import {
  eventOutcomes,
  eventTypeFilters,
  type EventFilters as Filters,
} from "@/features/events/lib/list-events";

const typeLabels: Record<(typeof eventTypeFilters)[number], string> = {
  "payment.status": "Payment status",
  "user.verification.status": "Verification status",
  other: "Other types",
};

const outcomeLabels: Record<(typeof eventOutcomes)[number], string> = {
  applied: "Applied",
  stored: "Stored only",
  failed: "Failed",
};

function Labelled({
  id,
  label,
  width,
  children,
}: {
  id: string;
  label: string;
  width: string;
  children: ReactNode;
}) {
  return (
    <div className={width}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A plain GET form: the filters land in the URL, so a filtered view can be shared or reloaded,
 * and submitting starts again at page 1.
 */
export function EventFilters(filters: Filters) {
  const { type, customerId, status, outcome, from, to, dateField } = filters;
  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <search aria-label="Filter events" className="mb-4">
      <form method="get" action="/events" className="flex flex-wrap items-end gap-3">
        <Labelled id="type" label="Event type" width="w-52">
          <Select id="type" name="type" defaultValue={type ?? ""}>
            <option value="">All types</option>
            {eventTypeFilters.map((value) => (
              <option key={value} value={value}>
                {typeLabels[value]}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled id="status" label="Status in the payload" width="w-44">
          <Input
            id="status"
            name="status"
            defaultValue={status ?? ""}
            autoComplete="off"
            aria-describedby="status-hint"
          />
          <span id="status-hint" className="sr-only">
            A payment status such as ACSC or RJCT, or a verification status such as Approved
          </span>
        </Labelled>
        <Labelled id="outcome" label="Outcome" width="w-40">
          <Select id="outcome" name="outcome" defaultValue={outcome ?? ""}>
            <option value="">Any outcome</option>
            {eventOutcomes.map((value) => (
              <option key={value} value={value}>
                {outcomeLabels[value]}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled id="customer" label="Customer id" width="w-80">
          <Input id="customer" name="customer" defaultValue={customerId ?? ""} autoComplete="off" />
        </Labelled>
        <Labelled id="on" label="Dates are" width="w-44">
          <Select id="on" name="on" defaultValue={dateField ?? ""}>
            <option value="">Created (provider)</option>
            <option value="received">Received (console)</option>
          </Select>
        </Labelled>
        <Labelled id="from" label="From (UTC)" width="w-40">
          <Input id="from" name="from" type="date" defaultValue={from ?? ""} />
        </Labelled>
        <Labelled id="to" label="To (UTC)" width="w-40">
          <Input id="to" name="to" type="date" defaultValue={to ?? ""} />
        </Labelled>
        <Button type="submit">Filter</Button>
        {filtered && (
          <Link href="/events" className="py-2 text-sm font-medium text-brand-700 hover:underline">
            Clear filters
          </Link>
        )}
      </form>
    </search>
  );
}
