/** The provider's code as a small detail under a sentence: "Code 4225064"; nothing for ours. */
export function ErrorCode({ code }: { code?: string }) {
  if (!code || !/^\d+$/.test(code)) return null;
  return <span className="mt-1 block text-xs opacity-80">Code {code}</span>;
}

/** A provider refusal on a read: the catalog's sentence, its code as a detail. */
export function ProviderError({
  title,
  message,
  code,
}: {
  title: string;
  message: string;
  code?: string;
}) {
  return (
    <div
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
      <ErrorCode code={code} />
    </div>
  );
}
