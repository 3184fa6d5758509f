import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { enumLabel } from "@/components/ui/enum-options";
import { describedBy, Field, Input, Select } from "@/components/ui/field";
import type { CustomerFilterValues } from "@/features/customers/lib/search-query";
import { customerStatuses } from "@/lib/cams/enums";

type Props = CustomerFilterValues & { fieldErrors?: Record<string, string> };
type Name = keyof CustomerFilterValues;

/** One labelled filter whose control is wired to its hint and to the schema's message. */
function Filter({
  name,
  label,
  hint,
  errors,
  className,
  control,
}: {
  name: Name;
  label: string;
  hint?: string;
  errors: Record<string, string>;
  className: string;
  control: (wiring: {
    id: Name;
    name: Name;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const error = errors[name];
  return (
    <div className={className}>
      <Field id={name} label={label} error={error} hint={hint}>
        {control({
          id: name,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(name, error, hint),
        })}
      </Field>
    </div>
  );
}

/**
 * A plain GET form: the filters land in the URL, so a search can be shared, reloaded and left
 * with the back button, and submitting starts again at page 1.
 */
export function CustomerFilters({ identification_value, last_name, status, fieldErrors }: Props) {
  const errors = fieldErrors ?? {};
  // A status typed into the URL that the console does not list stays selected, so its message
  // sits next to the value that caused it.
  const unknownStatus =
    status && !customerStatuses.some((known) => known === status) ? status : undefined;
  return (
    <search aria-label="Search customers" className="mb-4">
      <form method="get" action="/customers" className="flex flex-wrap items-start gap-3">
        <Filter
          name="last_name"
          label="Last name"
          hint="Starts with, any letter case"
          errors={errors}
          className="w-56"
          control={(wiring) => (
            <Input {...wiring} defaultValue={last_name ?? ""} autoComplete="off" />
          )}
        />
        <Filter
          name="identification_value"
          label="Identification value"
          hint="Whole passport or ID number"
          errors={errors}
          className="w-56"
          control={(wiring) => (
            <Input {...wiring} defaultValue={identification_value ?? ""} autoComplete="off" />
          )}
        />
        <Filter
          name="status"
          label="Status"
          errors={errors}
          className="w-44"
          control={(wiring) => (
            <Select {...wiring} defaultValue={status ?? ""}>
              <option value="">Any status</option>
              {customerStatuses.map((value) => (
                <option key={value} value={value}>
                  {enumLabel(value)}
                </option>
              ))}
              {unknownStatus && <option value={unknownStatus}>{unknownStatus}</option>}
            </Select>
          )}
        />
        <div className="flex items-center gap-3 pt-7">
          <Button type="submit">Search</Button>
          {(identification_value || last_name || status) && (
            <Link href="/customers" className="text-sm font-medium text-brand-700 hover:underline">
              Clear filters
            </Link>
          )}
        </div>
      </form>
    </search>
  );
}
