import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { eventTypeFilters, type EventFilters as Filters } from "@/lib/console/webhooks/list-events";

const typeLabels: Record<(typeof eventTypeFilters)[number], string> = {
  "payment.status": "Payment status",
  "user.verification.status": "Verification status",
  other: "Other types",
};

/**
 * A plain GET form: the filters land in the URL, so a filtered view can be shared or reloaded,
 * and submitting starts again at page 1.
 */
export function EventFilters({ type, customerId }: Filters) {
  return (
    <search aria-label="Filter events" className="mb-4">
      <form method="get" action="/events" className="flex flex-wrap items-end gap-3">
        <div className="w-56">
          <label htmlFor="type" className="mb-1.5 block text-sm font-medium text-slate-800">
            Event type
          </label>
          <Select id="type" name="type" defaultValue={type ?? ""}>
            <option value="">All types</option>
            {eventTypeFilters.map((value) => (
              <option key={value} value={value}>
                {typeLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-80">
          <label htmlFor="customer" className="mb-1.5 block text-sm font-medium text-slate-800">
            Customer id
          </label>
          <Input id="customer" name="customer" defaultValue={customerId ?? ""} autoComplete="off" />
        </div>
        <Button type="submit">Filter</Button>
        {(type || customerId) && (
          <Link href="/events" className="py-2 text-sm font-medium text-brand-700 hover:underline">
            Clear filters
          </Link>
        )}
      </form>
    </search>
  );
}
