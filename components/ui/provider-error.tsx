/** A provider refusal on a read, with its code explained from the error catalog. */
export function ProviderError({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
    </div>
  );
}
