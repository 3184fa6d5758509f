import { fieldLabel } from "@/lib/cams/labels";

/** One field of a change: its name in words, and what it was and became, as text. */
export type ChangeRow = { field: string; before: string; after: string; changed: boolean };

const MAX_DEPTH = 4;

/** `{ address: { city: "Paris" } }` → `[["address.city", "Paris"]]`; arrays keep their index. */
function flatten(value: unknown, path = "", depth = 0, out = new Map<string, string>()) {
  if (value !== null && typeof value === "object" && depth < MAX_DEPTH) {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && path) out.set(path, Array.isArray(value) ? "none" : "—");
    for (const [key, v] of entries) flatten(v, path ? `${path}.${key}` : key, depth + 1, out);
    return out;
  }
  if (path || value !== undefined) out.set(path, text(value));
  return out;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** "address.city" → "Address: city"; a path's last name in words, its parents before it. */
function label(path: string): string {
  if (path === "") return "Value";
  const parts = path.split(".").filter((p) => !/^\d+$/.test(p));
  const named = parts.map((part) => fieldLabel(part));
  const sentence = named.join(": ");
  const index = /\.(\d+)(?:\.|$)/.exec(path)?.[1];
  const words = index === undefined ? sentence : `${sentence} (${Number(index) + 1})`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An entry's before and after as a table of fields, in words: every field either side has, the
 * changed ones marked. A value that is not an object reads as one row.
 */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  const was = before == null ? new Map<string, string>() : flatten(before);
  const now = after == null ? new Map<string, string>() : flatten(after);
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  return paths.map((path) => {
    const b = was.get(path) ?? "—";
    const a = now.get(path) ?? "—";
    return { field: label(path), before: b, after: a, changed: b !== a };
  });
}
