/** The event exactly as received, folded away: most rows are read by their columns alone. */
export function EventPayload({ webhookId, payload }: { webhookId: string; payload: unknown }) {
  return (
    <details>
      <summary
        className="cursor-pointer text-xs text-brand-700"
        aria-label={`Payload of event ${webhookId}`}
      >
        JSON
      </summary>
      <pre className="mt-1 max-w-md overflow-auto rounded bg-slate-50 p-2 text-xs">
        {JSON.stringify(payload, null, 2)}
      </pre>
    </details>
  );
}
