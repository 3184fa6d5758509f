/**
 * The event exactly as received, folded away: most rows are read by their columns alone. The
 * visible words start the accessible name (WCAG 2.5.3), the event id tells the rows apart.
 */
export function EventPayload({ webhookId, payload }: { webhookId: string; payload: unknown }) {
  return (
    <details>
      <summary className="cursor-pointer text-xs text-brand-700">
        Show payload<span className="sr-only"> of event {webhookId}</span>
      </summary>
      <pre className="mt-1 max-w-md overflow-auto rounded bg-slate-50 p-2 text-xs">
        {JSON.stringify(payload, null, 2)}
      </pre>
    </details>
  );
}
