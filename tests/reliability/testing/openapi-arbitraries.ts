// fast-check arbitraries from the sandbox's own OpenAPI document: values its schemas accept,
// and the mutations a careless or hostile client sends (wrong types, missing fields, huge
// strings, unicode, NUL, deep nesting). Only the JSON Schema the document uses is covered.
import fc from "fast-check";

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema node, read loosely
export type Schema = Record<string, any>;

const MAX_BODY = 1024 * 1024;

/** Text that has broken servers before: control characters, NUL, lone surrogates, RTL, emoji. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\udfff tail",
    "\u202eevil",
    "💳💶👩‍👩‍👧",
    "Ünïcödé ßtraße",
    "null",
    "undefined",
    "NaN",
    "-1",
    "0",
    "1e309",
    "9007199254740993",
    "../../etc/passwd",
    "%00",
    "%",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "\\",
    "\r\n\r\n",
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer({ min: 100, max: 20_000 }).map((n) => "x".repeat(n)),
);

function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value, some of them awkward. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, [], {}),
  nastyString,
  fc.constantFrom(nested(30), nested(200), nested(2_000)),
  fc.jsonValue({ maxDepth: 3 }),
);

function stringArb(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === "date") {
    return fc
      .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === "date-time") {
    return fc
      .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === "email") return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  if (schema.pattern) {
    // "^[class]*$" with length bounds: the bounds go into the pattern, as filtering
    // stringMatching's output for them can take forever.
    const repeated = /^\^(\[[^\]]+\])[*+]\$$/.exec(schema.pattern);
    if (repeated) {
      const bounded = `^${repeated[1]}{${minLength},${Math.max(minLength, maxLength)}}$`;
      return fc.stringMatching(new RegExp(bounded, "u"));
    }
    // JSON Schema reads patterns as ECMA-262 with the u flag (`\p{Nd}`). stringMatching cannot
    // generate from lookaheads (the password's): it generates from the rest, and what the whole
    // pattern and the lengths refuse is filtered out. Lengths count UTF-16 units, as the sandbox.
    const whole = new RegExp(schema.pattern, "u");
    const rest = schema.pattern.replace(/^\^(?:\(\?[=!](?:[^()]|\([^()]*\))*\))+/, "^");
    return fc
      .stringMatching(new RegExp(rest, "u"), { maxLength: Math.max(minLength, maxLength) })
      .filter((s) => s.length >= minLength && s.length <= maxLength && whole.test(s));
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function numberArb(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : -1e6);
  const max = Math.min(schema.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
  if (integer) {
    return fc.oneof(
      fc.integer({ min: Math.ceil(min), max: Math.min(max, Math.ceil(min) + 100) }),
      fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    );
  }
  // Money: two decimals, mostly small.
  const cents = fc.oneof(
    fc.integer({ min: 1, max: 10_000 }),
    fc.integer({ min: 1, max: Math.floor(Math.min(max, 1e12) * 100) }),
  );
  return cents.map((c) => c / 100).filter((n) => n >= min && n <= max);
}

/** A value the schema accepts (as far as its keywords go). */
export function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  if (schema.not && Object.keys(schema.not).length === 0) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants))
    return fc.oneof(...variants.map((v: Schema) => valueFor(v, depth + 1)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type: string) => valueFor({ ...schema, type }, depth)));
  }
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "string":
      return stringArb(schema);
    case "integer":
      return numberArb(schema, true);
    case "number":
      return numberArb(schema, false);
    case "array": {
      const minLength = schema.minItems ?? 0;
      return fc.array(valueFor(schema.items, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case "object": {
      const properties: Record<string, Schema> = schema.properties ?? {};
      const allowed = Object.entries(properties).filter(
        ([, s]) => !(s.not && Object.keys(s.not).length === 0),
      );
      const required = new Set<string>(schema.required ?? []);
      return fc.record(
        Object.fromEntries(allowed.map(([name, s]) => [name, valueFor(s, depth + 1)])),
        { requiredKeys: allowed.map(([name]) => name).filter((name) => required.has(name)) },
      );
    }
    default:
      return anyJson;
  }
}

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (prefix.length > 0) out.push(prefix);
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key], out);
    }
  }
  return out;
}

function setAt(value: unknown, path: Path, replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const copy: unknown = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path;
  const target = copy as Record<string | number, unknown>;
  const next = setAt(target[head!], rest, replace);
  if (next === REMOVE) delete target[head!];
  else target[head!] = next;
  return copy;
}

const REMOVE = Symbol("remove");

/** A valid value broken in one place: a field dropped, retyped, bloated, nested or added. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), anyJson, fc.constantFrom("drop", "replace", "add", "wrap", "whole"))
    .map(([value, pick, junk, how]) => {
      const paths = pathsOf(value);
      if (how === "whole" || paths.length === 0) return junk;
      const path = paths[pick % paths.length]!;
      switch (how) {
        case "drop":
          return setAt(value, path, () => REMOVE);
        case "wrap":
          return setAt(value, path, (old) => [old]);
        case "add":
          return setAt(value, path.slice(0, -1), (parent) =>
            parent !== null && typeof parent === "object" && !Array.isArray(parent)
              ? { ...parent, [`unexpected_${pick % 7}`]: junk }
              : junk,
          );
        default:
          return setAt(value, path, () => junk);
      }
    });
}

/** A body's text: JSON of a valid or broken value, mostly; sometimes not JSON at all. */
export function bodyText(schema: Schema | undefined): fc.Arbitrary<string | undefined> {
  const valid = valueFor(schema);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => JSON.stringify(v)) },
    { weight: 4, arbitrary: mutated(valid).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom(undefined, "", "{", "[1,", "nul", '{"a":}', "\u0000", "{}".repeat(10)),
        nastyString,
        fc.constant(`{"a":"${"x".repeat(MAX_BODY + 10)}"}`),
        fc.constant(`${"[".repeat(100_000)}${"]".repeat(100_000)}`),
      ),
    },
  );
}
