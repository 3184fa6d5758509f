import { Button } from "@/components/ui/button";
import type { Option } from "@/components/ui/enum-options";
import { Input, Select } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { Link } from "@/components/ui/link";
import type { DirectoryListState } from "../lib/search-params";

/** A select of a list's values; a value typed into the URL that is not one stays selected. */
function ChoiceFilter({
  name,
  label,
  value,
  options,
  any,
  error,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  any: string;
  error?: string;
}) {
  const unknown = value && !options.some((option) => option.value === value) ? value : undefined;
  return (
    <FilterField
      name={name}
      label={label}
      error={error}
      className="w-56"
      control={(wiring) => (
        <Select {...wiring} defaultValue={value}>
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {unknown && <option value={unknown}>{unknown}</option>}
        </Select>
      )}
    />
  );
}

/** Which of the shared filters a list shows, and the fields only it has. */
export type FilterSpec = {
  /** Shown when the list filters by name. */
  nameHint?: string;
  statuses?: readonly Option[];
  kycLevels?: readonly Option[];
  /** Whether the directory holds this kind's created date (customers and corporates only). */
  dates?: boolean;
  /** Text fields only this list has, after the name. */
  own?: readonly OwnFilter[];
};

/** A text filter only one list has: its URL key, label, hint and width. */
type OwnFilter = {
  name: string;
  label: string;
  hint: string;
  className: string;
  /** Digits: a phone shows its number pad. */
  numeric?: boolean;
};

/**
 * A directory list's filters as a plain GET form: they land in the URL (shareable, reloadable,
 * the back button works) and a new filter starts at page 1. Each problem sits under its field.
 * The sort, and an owner the list is narrowed to, ride along unseen.
 */
export function DirectoryFilters({
  label,
  action,
  state,
  problems,
  filters: { nameHint, statuses, kycLevels, dates = true, own = [] },
  clearHref,
}: {
  /** The search landmark's name, e.g. "Filter cards". */
  label: string;
  action: string;
  /** The list's state: the shared filters, and its own (an owner it is narrowed to). */
  state: DirectoryListState & { owner?: string; [own: string]: string | undefined };
  problems: Partial<Record<string, string>>;
  filters: FilterSpec;
  clearHref: string | null;
}) {
  const keep = {
    owner: state.owner,
    ...(state.sort !== "name" ? { sort: state.sort } : {}),
    ...(state.dir !== "asc" ? { dir: state.dir } : {}),
  };
  const choices = [
    { name: "status", label: "Status", options: statuses, any: "Any status" },
    { name: "kyc_level", label: "KYC level", options: kycLevels, any: "Any KYC level" },
  ] as const;
  return (
    <search aria-label={label} className="mb-4">
      <form method="get" action={action} className="flex flex-wrap items-start gap-3">
        {nameHint && (
          <FilterField
            name="name"
            label="Name"
            hint={nameHint}
            error={problems.name}
            className="w-64"
            control={(wiring) => (
              <Input {...wiring} type="search" defaultValue={state.name} autoComplete="off" />
            )}
          />
        )}
        {own.map(({ name, numeric, ...field }) => (
          <FilterField
            key={name}
            name={name}
            error={problems[name]}
            {...field}
            control={(wiring) => (
              <Input
                {...wiring}
                defaultValue={state[name]}
                inputMode={numeric ? "numeric" : undefined}
                autoComplete="off"
              />
            )}
          />
        ))}
        {choices.map(
          ({ name, options, ...choice }) =>
            options && (
              <ChoiceFilter
                key={name}
                name={name}
                value={state[name]}
                options={options}
                error={problems[name]}
                {...choice}
              />
            ),
        )}
        {dates &&
          (["created_from", "created_to"] as const).map((name) => (
            <FilterField
              key={name}
              name={name}
              label={name === "created_from" ? "Created from" : "Created to"}
              hint={name === "created_to" ? "Both days included" : undefined}
              error={problems[name]}
              className="w-44"
              control={(wiring) => <Input {...wiring} type="date" defaultValue={state[name]} />}
            />
          ))}
        {Object.entries(keep).map(([key, value]) =>
          value ? <input key={key} type="hidden" name={key} value={value} /> : null,
        )}
        <div className="flex items-center gap-3 pt-7">
          <Button type="submit">Filter</Button>
          {clearHref && (
            <Link href={clearHref} className="text-sm font-medium text-brand-700 hover:underline">
              Clear filters
            </Link>
          )}
        </div>
      </form>
    </search>
  );
}
