import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { ErrorCode } from "@/components/ui/provider-error";
import type { ItemOutcome, Positioned } from "@/features/onboarding/lib/bulk-outcome";

const columns = ["Item", "Asked for", "Result", "Details"];

/**
 * The items of one kind of a bulk create, each with its place in the request and what became
 * of it: created (with what the provider answered) or not (with the provider's reason when a
 * retry was refused; a 206 itself gives none).
 */
export function BulkItemsTable<Item, Created extends Positioned>({
  noun,
  outcomes,
  asked,
  created,
  unexplained = "The provider created the customer without this item and does not say why.",
}: {
  noun: "Account" | "Card";
  outcomes: readonly ItemOutcome<Item, Created>[];
  asked: (item: Item) => string;
  created: (created: Created) => ReactNode;
  /** Why an item is missing when the provider's 206 said nothing of it. */
  unexplained?: string;
}) {
  if (outcomes.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{noun}s</h3>
      <DataTable columns={columns} caption={`${noun}s asked for, and what became of each`}>
        {outcomes.map((outcome) => (
          <tr key={outcome.position} data-testid={`${noun.toLowerCase()}-outcome`}>
            <td className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">
              {noun} {outcome.position + 1}
            </td>
            <td className="px-3 py-2">{asked(outcome.item)}</td>
            <td className="whitespace-nowrap px-3 py-2">
              {outcome.created ? (
                <Badge tone="good">Created</Badge>
              ) : (
                <Badge tone="bad">Not created</Badge>
              )}
            </td>
            <td className="px-3 py-2 text-slate-700">
              {outcome.created
                ? created(outcome.created)
                : (outcome.refusal ??
                  (outcome.attempts > 1
                    ? "Not created by the retry either; the provider did not say why."
                    : unexplained))}
              {!outcome.created && <ErrorCode code={outcome.refusalCode} />}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
