import { TableSkeleton } from "@/components/ui/table-skeleton";

/** Placeholder while a view's first page is read: the shape of the list, not a blank. */
export function TransactionsSkeleton() {
  return (
    <div className="space-y-4">
      <div className="h-8 w-72 animate-pulse rounded bg-slate-200" />
      <TableSkeleton rows={12} />
    </div>
  );
}
