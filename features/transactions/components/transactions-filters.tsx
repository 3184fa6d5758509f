"use client";

import { Button } from "@/components/ui/button";
import { enumLabel } from "@/components/ui/enum-options";
import { describedBy, Field, Input, Select } from "@/components/ui/field";
import {
  type FilterProblems,
  noFilterText,
  type TransactionFilterField,
  type TransactionFilterText,
  transactionTypeFilters,
} from "@/features/transactions/lib/filters";

type Props = {
  text: TransactionFilterText;
  problems: FilterProblems;
  /** The form's GET target, so it also works before the script loads. */
  action: string;
  onApply: (text: TransactionFilterText) => void;
};

const hints: Partial<Record<TransactionFilterField, string>> = {
  min: "e.g. 12.50; equal counts",
  max: "e.g. 100; equal counts",
  currency: "e.g. EUR",
  from: "Inclusive, in UTC",
  to: "Inclusive, in UTC",
};

const typeWords: Partial<Record<string, string>> = {
  Transfer: "Transfer between accounts",
  Declined: "Declined authorization",
};

/**
 * The view's filters. The provider cannot filter its transaction lists, so the console reads
 * them and keeps the rows that match; a value it cannot read is explained beside its field and
 * nothing is read. Applying starts again from the newest transaction.
 */
export function TransactionsFilters({ text, problems, action, onApply }: Props) {
  const field = (name: TransactionFilterField, label: string, input: React.ReactNode) => (
    <Field id={`filter-${name}`} label={label} error={problems[name]} hint={hints[name]}>
      {input}
    </Field>
  );
  const wiring = (name: TransactionFilterField) => ({
    id: `filter-${name}`,
    name,
    defaultValue: text[name],
    "aria-invalid": problems[name] ? true : undefined,
    "aria-describedby": describedBy(`filter-${name}`, problems[name], hints[name]),
  });
  const active = Object.values(text).some((value) => value.trim() !== "");
  const unknownType =
    text.type !== "" && !(transactionTypeFilters as readonly string[]).includes(text.type);
  return (
    <search
      aria-label="Filter transactions"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <form
        method="get"
        action={action}
        // The inputs start from the URL; a new URL (Back, a link) starts them again.
        key={JSON.stringify(text)}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const read = (name: TransactionFilterField) => String(data.get(name) ?? "").trim();
          onApply({
            min: read("min"),
            max: read("max"),
            type: read("type"),
            direction: read("direction"),
            currency: read("currency").toUpperCase(),
            from: read("from"),
            to: read("to"),
          });
        }}
        className="grid grid-cols-1 items-start gap-x-3 gap-y-1 sm:grid-cols-2 md:grid-cols-4"
      >
        {field(
          "min",
          "Minimum amount",
          <Input {...wiring("min")} inputMode="decimal" autoComplete="off" />,
        )}
        {field(
          "max",
          "Maximum amount",
          <Input {...wiring("max")} inputMode="decimal" autoComplete="off" />,
        )}
        {field(
          "type",
          "Type",
          <Select {...wiring("type")}>
            <option value="">Any type</option>
            {unknownType && <option value={text.type}>{text.type}</option>}
            {transactionTypeFilters.map((type) => (
              <option key={type} value={type}>
                {typeWords[type] ?? enumLabel(type)}
              </option>
            ))}
          </Select>,
        )}
        {field(
          "direction",
          "Direction",
          <Select {...wiring("direction")}>
            <option value="">In and out</option>
            <option value="credit">Money in (credit)</option>
            <option value="debit">Money out (debit)</option>
            {text.direction !== "" && !["credit", "debit"].includes(text.direction) && (
              <option value={text.direction}>{text.direction}</option>
            )}
          </Select>,
        )}
        {field(
          "currency",
          "Currency",
          <Input {...wiring("currency")} maxLength={3} autoComplete="off" className="uppercase" />,
        )}
        {field("from", "From date", <Input {...wiring("from")} type="date" />)}
        {field("to", "To date", <Input {...wiring("to")} type="date" />)}
        <div className="col-span-full flex flex-wrap items-center gap-3 pt-2">
          <Button type="submit">Apply filters</Button>
          {active && (
            <Button variant="ghost" onClick={() => onApply(noFilterText)}>
              Clear filters
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
