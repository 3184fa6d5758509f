import type { z } from "zod";

/** The interface's `errors` object: field path → messages. */
export type InterfaceErrors = Record<string, string[]>;

/** Key for problems that belong to no field (react-hook-form shows `root` errors on the form). */
export const ROOT_ERROR_KEY = "root";

/** `["addresses", 0, "postal_code"]` → `addresses[0].postal_code`. */
export function toInterfacePath(path: readonly PropertyKey[]): string {
  let key = "";
  for (const segment of path) {
    if (typeof segment === "number") key += `[${segment}]`;
    else key += key === "" ? String(segment) : `.${String(segment)}`;
  }
  return key === "" ? ROOT_ERROR_KEY : key;
}

/**
 * A zod error as the interface's `errors` object, keyed by the request's snake_case paths. An
 * unknown key is reported on its own path, so the caller sees which field is not accepted.
 */
export function toInterfaceErrors(error: z.ZodError): InterfaceErrors {
  // A Map, not an object: a field named `constructor` or `__proto__` is a key like any other.
  const errors = new Map<string, string[]>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = toInterfacePath(path);
    const messages = errors.get(key) ?? [];
    if (!messages.includes(message)) errors.set(key, [...messages, message]);
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key], `${key} is not an accepted field`);
    } else {
      add(issue.path, issue.message);
    }
  }
  return Object.fromEntries(errors);
}

// The provider (.NET) may write keys as `Country`, `Addresses[0].PostalCode` or `$.first_name`.
function snakeCase(segment: string): string {
  return segment.replace(/(?<=[a-z0-9])(?=[A-Z])/g, "_").toLowerCase();
}

/**
 * An `errors` object (ours or the provider's) as react-hook-form field errors:
 * `addresses[0].postal_code` → `addresses.0.postal_code`, `Country` → `country`. Several messages
 * for one field are joined, since a form field shows one message.
 */
export function toFormFieldErrors(
  errors: Readonly<Record<string, readonly string[]>>,
): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [key, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    const path = key
      .replace(/^\$\.?/, "")
      .replace(/\[(\d+)\]/g, ".$1")
      .split(".")
      .filter((segment) => segment !== "")
      .map(snakeCase)
      .join(".");
    const field = path === "" ? ROOT_ERROR_KEY : path;
    const before = fields.get(field);
    fields.set(field, before ? `${before}; ${messages.join("; ")}` : messages.join("; "));
  }
  return Object.fromEntries(fields);
}
