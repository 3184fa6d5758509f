// The app's zod: every module that builds a schema imports `z` from here, not from "zod"
// (scripts/zod-gateway.test.ts), so zod's issues are worded in plain words, naming the field by
// its label, on whatever page a form is, whatever else the page loads. A page that only reads
// labels (./labels.ts) loads no zod at all.
import { z } from "zod";
import { capitalised, choiceMessage, fieldLabel } from "./labels";

type Issue = z.core.$ZodRawIssue;

function sizeMessage(label: string, iss: Issue & { code: "too_small" | "too_big" }): string {
  const n = Number(iss.code === "too_small" ? iss.minimum : iss.maximum);
  const small = iss.code === "too_small";
  if (iss.origin === "string") {
    if (small && n <= 1) return `Enter the ${label}`;
    return `${capitalised(label)} must be ${small ? "at least" : "at most"} ${n} characters`;
  }
  if (iss.origin === "array" || iss.origin === "set") {
    if (small && n <= 1) return `Add at least one ${label}`;
    return `${capitalised(label)}: ${small ? "at least" : "at most"} ${n} items`;
  }
  const bound =
    iss.inclusive === false ? (small ? "more than" : "less than") : small ? "at least" : "at most";
  return `${capitalised(label)} must be ${bound} ${n}`;
}

/**
 * The message of every issue a schema does not word itself, in plain words naming the field by
 * its label. Installed once for every zod schema (see the bottom of this file).
 */
function plainIssueMessage(iss: Issue): string {
  const label = fieldLabel(iss.path ?? []);
  switch (iss.code) {
    case "invalid_type":
      if (iss.input === undefined || iss.input === null || iss.input === "")
        return `Enter the ${label}`;
      return iss.expected === "number" || iss.expected === "int"
        ? `Enter the ${label} as a number`
        : `Enter a valid ${label}`;
    case "too_small":
    case "too_big":
      return sizeMessage(label, iss);
    case "invalid_format":
      if (iss.format === "email") return "Enter an email address such as name@example.com";
      if (iss.format === "date") return `Enter the ${label} as a date, such as 2026-01-31`;
      if (iss.format === "datetime") return `Enter the ${label} as a date and time`;
      return `Enter a valid ${label}`;
    case "invalid_value":
      return choiceMessage(label, iss.input);
    case "unrecognized_keys":
      return `Not accepted here: ${iss.keys.map((key) => fieldLabel([key])).join(", ")}`;
    case "not_multiple_of":
      return `${capitalised(label)} must be a multiple of ${String(iss.divisor)}`;
    default:
      return `Enter a valid ${label}`;
  }
}

// Installed before any schema is built, so the server, the browser and the sandbox all word
// zod's own issues the same way. A schema's own message still wins over this one.
z.config({ customError: plainIssueMessage });

export { z };
