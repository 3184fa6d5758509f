// Words every zod issue in plain language, wherever a schema is loaded.
import { fieldLabel } from "./labels";
import { z } from "./zod";

/**
 * Response-side enum: known values are typed, anything else still parses as a string, so a newer
 * provider release that adds a value never makes us fail to read a response.
 */
export function tolerantEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string()]);
}

/**
 * A field the provider removed. It stays in the strict request schema only to refuse it with a
 * message on its own path: a plain unknown-key error would land on the parent object and would
 * not tell the caller why a field that used to work is now wrong.
 */
export function removed(field: string, { since, note }: { since?: string; note?: string } = {}) {
  const when = since ? ` in ${since}` : "";
  const tail = note ? `: ${note}` : " and is no longer accepted";
  return z.never({ error: `${field} was removed${when}${tail}` }).optional();
}

/** Several removed fields at once, e.g. the four deleted card delivery fields. */
export function removedFields<const K extends string>(fields: readonly K[], since: string) {
  return Object.fromEntries(fields.map((field) => [field, removed(field, { since })])) as Record<
    K,
    ReturnType<typeof removed>
  >;
}

/**
 * Options for object-level rules (conditional requirements, full-name length...). By default zod
 * skips them as soon as one field fails; a form must show every problem at once, so they run
 * whenever the input is an object and therefore must read fields defensively (see `Loose`).
 */
export const objectRule = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value),
};

/** How an object-level rule sees its input: fields may be absent or of the wrong type. */
export type Loose = { readonly [key: string]: unknown };

export type RuleContext = {
  addIssue: (issue: { code: "custom"; message: string; path: PropertyKey[] }) => void;
};

export function issue(ctx: RuleContext, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: "custom", message, path });
}

/**
 * A rule across fields in JSON Schema, for the OpenAPI document: when `field` is present and
 * matches `value`, the object must also match `then`. Zod checks the same rule in code.
 */
export function whenField(field: string, value: object, then: object) {
  return { if: { properties: { [field]: value }, required: [field] }, then };
}

/** A non-empty free-text field; the spec gives no limit for these, so none is invented. */
const enterField = (iss: { path?: PropertyKey[] }) => `Enter the ${fieldLabel(iss.path ?? [])}`;
export const text = z.string({ error: enterField }).min(1, { error: enterField });

/** Provider-generated identifiers (`customer_id`, `card_id`...): opaque non-empty strings. */
export const resourceId = z
  .string({ error: (iss) => `Choose the ${fieldLabel(iss.path ?? [])}` })
  .min(1, { error: (iss) => `Choose the ${fieldLabel(iss.path ?? [])}` });

/** Calendar dates travel as ISO 8601 `YYYY-MM-DD`. */
export const isoDate = z.iso.date({ error: "Enter a date such as 2026-01-31" });
