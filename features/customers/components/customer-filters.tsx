import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { Link } from "@/components/ui/link";
import type { CustomerFilterValues } from "@/features/customers/lib/search-query";

type Props = CustomerFilterValues & { fieldErrors?: Record<string, string> };

/**
 * The provider's own search, as a plain GET form: it lands in the URL, so a search can be
 * shared, reloaded and left with the back button, and submitting starts again at page 1. It
 * finds customers the directory has not seen yet (made through another channel).
 */
export function CustomerFilters({ identification_value, last_name, fieldErrors }: Props) {
  const errors = fieldErrors ?? {};
  return (
    <search aria-label="Search customers" className="mb-4">
      <form method="get" action="/customers" className="flex flex-wrap items-start gap-3">
        <FilterField
          name="last_name"
          label="Last name"
          hint="Starts with, any letter case"
          error={errors.last_name}
          className="w-56"
          control={(wiring) => (
            <Input {...wiring} defaultValue={last_name ?? ""} autoComplete="off" />
          )}
        />
        <FilterField
          name="identification_value"
          label="Identification value"
          hint="Whole passport or ID number"
          error={errors.identification_value}
          className="w-56"
          control={(wiring) => (
            <Input {...wiring} defaultValue={identification_value ?? ""} autoComplete="off" />
          )}
        />
        <div className="flex items-center gap-3 pt-7">
          <Button type="submit">Search</Button>
          {(identification_value || last_name) && (
            <Link href="/customers" className="text-sm font-medium text-brand-700 hover:underline">
              Back to the list
            </Link>
          )}
        </div>
      </form>
    </search>
  );
}
