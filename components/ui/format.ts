/** "2026-11-22 09:38 UTC": the provider's timestamps, shown in UTC like the rest of the console. */
export function formatTimestamp(value?: string | null): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.toISOString().replace("T", " ").slice(0, 16)} UTC`;
}

/** "2026-11-22": the date part only, for lists where the time is noise. */
export function formatDate(value?: string | null): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
}

/** "€1,234.50"; an unknown currency code still shows its amount next to the code. */
export function formatMoney(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined) return "—";
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency: currency ?? "" }).format(
      amount,
    );
  } catch {
    return `${amount.toFixed(2)} ${currency ?? ""}`.trim();
  }
}
