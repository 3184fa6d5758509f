/**
 * The place of a form whose code loads after the page (next/dynamic): a label and a field per
 * row, about the height of the form it stands for, so the page does not move when it arrives.
 */
export function FormSkeleton({ label, fields }: { label: string; fields: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label}…</span>
      {Array.from({ length: fields }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <div key={i} className="space-y-1.5">
          <div className="h-4 w-28 animate-pulse motion-reduce:animate-none rounded bg-slate-100" />
          <div className="h-9 animate-pulse motion-reduce:animate-none rounded-md bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
