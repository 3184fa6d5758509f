import type { ReactNode } from "react";
import { BackLink } from "@/components/ui/back-link";
import { enumLabel } from "@/components/ui/enum-options";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import type { CustomerRow } from "./customers-table";

export function customerPath(customerId: string): string {
  return `/customers/${encodeURIComponent(customerId)}`;
}

// Why the provider will refuse any change (sandbox contract, States): said before the user types.
const refusalByStatus: Record<string, string> = {
  OnHold:
    "is on hold due to AML checks: the provider refuses changes (4224005) until compliance clears the hold.",
  Rejected: "was rejected by AML checks: the provider refuses changes (4224006).",
};

/** The top of every customer editor: the way back, the title, and a warning when saving cannot work. */
export function EditorHeader({
  customer,
  title,
  description,
}: {
  customer: Pick<CustomerRow, "customer_id" | "first_name" | "last_name" | "status">;
  title: string;
  description: string;
}) {
  const name = `${customer.first_name} ${customer.last_name}`;
  const status = customer.status;
  const refusal =
    status && status !== "Active"
      ? (refusalByStatus[status] ??
        `is ${status}: the provider changes active customers only (4220002).`)
      : null;
  return (
    <>
      <BackLink href={customerPath(customer.customer_id)}>{name}</BackLink>
      <PageHeader title={`${title}: ${name}`} description={description} />
      {refusal && (
        <p
          role="note"
          className="mb-6 max-w-2xl rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          This customer {refusal}
        </p>
      )}
    </>
  );
}

/** Which of a customer's typed items (one per type) an editor is on, and which types exist. */
type TypedChoice<Item> = {
  types: readonly string[];
  present: string[];
  type: string;
  item: Item | undefined;
};

/**
 * The type the URL asks for when the customer has it or may add it; otherwise the customer's
 * first item, or the first type when they have none.
 */
export function typedChoice<Item extends { type?: unknown }>(
  items: readonly Item[] | undefined,
  types: readonly string[],
  requested: string | undefined,
): TypedChoice<Item> {
  const present = (items ?? []).map((item) => String(item.type));
  const known = requested && (types.includes(requested) || present.includes(requested));
  const type = known ? requested : (present[0] ?? types[0] ?? "");
  return { types, present, type, item: items?.find((item) => item.type === type) };
}

/**
 * The tabs over a typed choice: the items the customer has, then the types they do not have
 * yet, to add. The choice is in the URL (`?type=`).
 */
export function TypeTabs({
  label,
  noun,
  choice: { types, present, type: current },
}: {
  label: string;
  noun: string;
  choice: TypedChoice<unknown>;
}) {
  const missing = types.filter((type) => !present.includes(type));
  const tab = (type: string, text: ReactNode) => (
    <Link
      key={type}
      href={`?type=${encodeURIComponent(type)}`}
      aria-current={type === current ? "page" : undefined}
      className="rounded-full px-3 py-1 ring-1 ring-slate-300 hover:bg-slate-50 aria-[current=page]:bg-slate-800 aria-[current=page]:text-white aria-[current=page]:ring-slate-800"
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label={label} className="mb-6 flex flex-wrap items-center gap-2 text-sm">
      {present.map((type) => tab(type, enumLabel(type)))}
      {missing.length > 0 && (
        <>
          <span className="ml-2 text-slate-600">Add {noun}:</span>
          {missing.map((type) => tab(type, `+ ${enumLabel(type)}`))}
        </>
      )}
    </nav>
  );
}
