import type { ReactNode } from "react";
import { Button } from "./button";
import { describedBy, Field, Input, Select } from "./field";
import { Link } from "./link";

type Wiring = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** One labelled filter of a GET form, wired to its hint and to the message about its value. */
export function FilterField({
  name,
  label,
  hint,
  error,
  className = "w-48",
  control,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  control: (wiring: Wiring) => ReactNode;
}) {
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

/** A filter chosen from a list, "Any" (or `any`) first: a GET form's select. */
export function SelectFilter({
  name,
  label,
  error,
  options,
  defaultValue,
  any = "Any",
  className = "w-44",
}: {
  name: string;
  label: string;
  error?: string;
  options: readonly (readonly [value: string, text: string])[];
  defaultValue?: string | null;
  any?: string;
  className?: string;
}) {
  return (
    <FilterField
      name={name}
      label={label}
      error={error}
      className={className}
      control={(wiring) => (
        <Select {...wiring} defaultValue={defaultValue ?? ""}>
          <option value="">{any}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

/**
 * A day typed or picked into a GET form (one end of a range); with `time`, the time of day
 * (HH:MM) beside it, for ranges finer than whole days.
 */
export function DayFilter({
  name,
  label,
  error,
  defaultValue,
  time = false,
}: {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string | null;
  time?: boolean;
}) {
  return (
    <FilterField
      name={name}
      label={label}
      error={error}
      className={time ? "w-32" : "w-44"}
      control={(wiring) => (
        <Input {...wiring} type={time ? "time" : "date"} defaultValue={defaultValue ?? ""} />
      )}
    />
  );
}

/** A GET filter form's submit button, and the way back to the unfiltered list when filtered. */
export function FilterButtons({ clearHref }: { clearHref?: string }) {
  return (
    <div className="flex items-center gap-3 pt-7">
      <Button type="submit" variant="secondary">
        Filter
      </Button>
      {clearHref && (
        <Link
          href={clearHref}
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          Clear filters
        </Link>
      )}
    </div>
  );
}
