// Webhook payloads are read defensively: a body that fails its schema is still stored and shown,
// so the few fields the console indexes and displays are picked out without trusting the shape.

/** `value[key]` when value is a plain object, else undefined. */
export function fieldOf(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** A non-empty string, or null. */
export function textOf(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** An ISO timestamp that really parses, or null. */
export function dateOf(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
