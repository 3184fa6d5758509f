// Shared by the sandbox and the console: what a parsed JSON body may not hold, whatever its
// schema. PostgreSQL's text cannot store NUL and UTF-8 has no lone surrogates, so either would
// fail at the database (a 500) instead of at the edge (a 400 naming the field).

/** Deeper than any body of the interface; past it a body is refused before anything walks it. */
const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NUL = String.fromCharCode(0);
const notText = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** Whether a string can be stored as text: no NUL, no lone surrogate. */
export const isText = (text: string) => !notText(text);

/**
 * Where a URL's decoded text holds such a character: the query parameter's name, "path", or
 * null. A console page or route would hand it to PostgreSQL; the proxy refuses it first.
 */
export function findUrlTextProblem(url: URL): string | null {
  for (const [name, value] of url.searchParams) {
    if (notText(name) || notText(value)) return name;
  }
  try {
    return notText(decodeURIComponent(url.pathname)) ? "path" : null;
  } catch {
    return "path"; // not UTF-8 once decoded
  }
}

type JsonTextProblem = { kind: "too-deep" } | { kind: "bad-character"; path: string };

/** The first problem in a parsed JSON value, by its interface path (`addresses[0].city`), or null. */
export function findJsonTextProblem(value: unknown): JsonTextProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === "string") {
      if (notText(item.value)) return { kind: "bad-character", path: item.path || "root" };
      continue;
    }
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.depth >= MAX_JSON_DEPTH) return { kind: "too-deep" };
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [`${item.path}[${i}]`, v] as const)
      : Object.entries(item.value).map(([k, v]) => {
          const path = item.path ? `${item.path}.${k}` : k;
          return [path, v] as const;
        });
    for (const [path, child] of entries) {
      if (notText(path)) return { kind: "bad-character", path: "root" };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}
