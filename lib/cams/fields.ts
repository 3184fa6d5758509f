import { issue, type Loose, type RuleContext } from "./helpers";
import { z } from "./zod";

// Field rules from the spec's "Resources and fields", "Authentication" and "Limits" sections.
// Every pattern is exported exactly as the spec writes it; the schemas check length and
// character set separately (same meaning, proven by property tests) so that a user sees the one
// message that applies instead of a bare "does not match the pattern".

const NAME_MAX_LENGTH = 50;
const FULL_NAME_MAX_LENGTH = 70;

// biome-ignore format: one character per column reads best
/**
 * Characters refused in first_name and last_name, in the spec's order. The spec prints
 * `ˆ` (U+02C6, modifier letter circumflex); we refuse the ASCII caret `^` as well: it is
 * the character that sits beside `%` and `&` on a keyboard, the list is plainly meant to cover
 * it, and sending it would risk a provider-side refusal for no benefit.
 */
export const FORBIDDEN_NAME_CHARACTERS = [
  "_", "!", "¡", "?", "÷", "¿", "/", "\\", "+", "=", "@", "#", "$", "%", "ˆ", "^",
  "&", "*", "(", ")", "{", "}", "|", "~", "<", ">", ";", ":", "[", "]",
] as const;

// Any Unicode decimal digit, not only 0-9: "digits are not allowed" has no ASCII qualifier.
const DIGIT = /\p{Nd}/u;

/** A character inside a regex class, escaped where the class syntax would read it. */
const inClass = (character: string) => character.replace(/[\\\][^-]/g, "\\$&");
/** One character a name word may hold: not whitespace, not a digit, not a forbidden one. */
const NAME_CHARACTER = `[^\\s${DIGIT.source}${FORBIDDEN_NAME_CHARACTERS.map(inClass).join("")}]`;

/**
 * The name rules below as one pattern, for the OpenAPI document: words of two or more allowed
 * characters, separated (and optionally surrounded) by whitespace. Built from the same constants
 * as `nameProblems`, and proven equal to it by a property test; it needs the `u` flag (`\p{Nd}`),
 * which is how JSON Schema reads patterns (ECMA-262).
 */
export const NAME_PATTERN = new RegExp(`^\\s*(?:${NAME_CHARACTER}{2,}(?:\\s+|$))+$`, "u");
const nameRulesInWords =
  "No digits, no single-character word, not only spaces, none of " +
  `${FORBIDDEN_NAME_CHARACTERS.join(" ")}. Lengths count UTF-16 code units, as the sandbox does ` +
  "(a character outside the Basic Multilingual Plane counts 2).";

function nameProblems(label: string, value: string): string[] {
  const problems: string[] = [];
  if (value.length > 0 && value.trim() === "") problems.push(`${label} cannot be blank`);
  if (DIGIT.test(value)) problems.push(`${label} cannot contain digits`);
  for (const character of FORBIDDEN_NAME_CHARACTERS) {
    if (value.includes(character))
      problems.push(`${label} cannot contain the character ${character}`);
  }
  // "A single-character word is not allowed": every whitespace-separated word needs two or more
  // characters (code points, so "É" counts as one), so "J" and "Mary J" are both refused.
  if (value.split(/\s+/u).some((word) => [...word].length === 1)) {
    problems.push(`${label} cannot contain a single-character word`);
  }
  return problems;
}

// Lengths count UTF-16 code units, as zod's and the provider's (.NET) length checks do.
function personName(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} cannot be longer than ${NAME_MAX_LENGTH} characters`)
    .superRefine((value, ctx) => {
      for (const message of nameProblems(label, value)) ctx.addIssue({ code: "custom", message });
    })
    .meta({ pattern: NAME_PATTERN.source, description: nameRulesInWords });
}

export const firstName = personName("First name");
export const lastName = personName("Last name");

/**
 * Object-level rule: first_name + one space + last_name is at most 70 characters. The message
 * goes on last_name, the field a user would shorten.
 */
export function checkFullName(value: Loose, ctx: RuleContext): void {
  const { first_name: first, last_name: last } = value;
  if (typeof first !== "string" || typeof last !== "string") return;
  if (`${first} ${last}`.length > FULL_NAME_MAX_LENGTH) {
    issue(
      ctx,
      ["last_name"],
      `Full name (first name, a space and last name) cannot be longer than ${FULL_NAME_MAX_LENGTH} characters`,
    );
  }
}

/** `checkFullName` in words, for the OpenAPI document: JSON Schema cannot add two lengths. */
export const FULL_NAME_RULE = `first_name, a space and last_name together are at most ${FULL_NAME_MAX_LENGTH} characters.`;

interface CharsetRule {
  label: string;
  /** Anchored class of the allowed characters, repeated: `^[...]*$`. */
  charset: RegExp;
  allowed: string;
  min: number;
  max: number;
}

const lengthText = ({ min, max }: Pick<CharsetRule, "min" | "max">) =>
  min === max ? `exactly ${min} characters` : `${min} to ${max} characters`;

/** A form's hint under a field, from the same rule its schema enforces: "1 to 18 characters: …". */
const hintOf = (rule: Omit<CharsetRule, "label">) => {
  const text = `${lengthText(rule)}: ${rule.allowed}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function charsetField({ label, charset, allowed, min, max }: CharsetRule) {
  const length = lengthText({ min, max });
  return z
    .string({ error: `${label} is required` })
    .min(min, `${label} must be ${length}`)
    .max(max, `${label} must be ${length}`)
    .regex(charset, `${label} may contain only ${allowed}`);
}

export const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;
const phoneRule = "a plus sign and 8 to 15 digits, the first not 0";
/** landline_number, mobile_number, phones[].number and the recovery `phone`. */
export const phoneNumber = z
  .string({ error: "Phone number is required" })
  .regex(PHONE_PATTERN, `Phone number must be ${phoneRule}`);

export const IDENTIFICATION_VALUE_PATTERN = /^[A-Za-z0-9' ]{1,20}$/;
/** Identification `value` and the search parameter `identification_value`. */
const identificationRule = {
  charset: /^[A-Za-z0-9' ]*$/,
  allowed: "letters A-Z, digits, apostrophes and spaces",
  min: 1,
  max: 20,
};
export const identificationValue = charsetField({
  label: "Identification value",
  ...identificationRule,
});

/**
 * `^[A-Z -.]{1,21}$`: inside the class, ` -.` is the RANGE U+0020 (space) to U+002E (`.`), so
 * besides A-Z it admits space and !"#$%&'()*+,-. while `/`, digits and lowercase are refused.
 * That is what the spec's pattern means (here and at the provider), so that is what we enforce.
 */
export const EMBOSS_PATTERN = /^[A-Z -.]{1,21}$/;
export const EMBOSS_MAX_LENGTH = 21;
const embossRule = {
  charset: /^[A-Z -.]*$/,
  allowed: `uppercase letters A-Z, space and the characters !"#$%&'()*+,-.`,
  min: 1,
  max: EMBOSS_MAX_LENGTH,
};
export const embossName = charsetField({ label: "Emboss name", ...embossRule });
export const embossFourthLine = charsetField({ label: "Emboss fourth line", ...embossRule });

export const END_TO_END_ID_PATTERN = /^[A-Za-z0-9]{1,18}$/;
const endToEndIdRule = {
  charset: /^[A-Za-z0-9]*$/,
  allowed: "letters A-Z and digits",
  min: 1,
  max: 18,
};
export const endToEndId = charsetField({ label: "End-to-end id", ...endToEndIdRule });

/** The hints forms show under these fields, written from the rules above so they cannot drift. */
export const fieldHints = {
  phoneNumber: `${phoneRule.charAt(0).toUpperCase()}${phoneRule.slice(1)}, e.g. +4915112345678`,
  identificationValue: hintOf(identificationRule),
  embossName: hintOf(embossRule),
  endToEndId: hintOf(endToEndIdRule),
};

/**
 * `^[A-Za-z0-9-._]{10,36}$`: in a JavaScript class (without the v flag) `0-9` closes a range, so
 * the following `-` is a literal hyphen, then `.` and `_`: letters, digits, `-`, `.`, `_`, which
 * is also what the spec means (UUIDs and dotted ids). It is NOT a range from `9` to `.` (that
 * would be reversed and a syntax error). Tests pin both readings down.
 */
export const X_UNIQUE_ID_PATTERN = /^[A-Za-z0-9-._]{10,36}$/;
export const xUniqueId = charsetField({
  label: "X-Unique-Id",
  charset: /^[A-Za-z0-9\-._]*$/,
  allowed: "letters A-Z, digits, hyphens, dots and underscores",
  min: 10,
  max: 36,
});

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{8,30}$/;
export const username = charsetField({
  label: "Username",
  charset: /^[a-zA-Z0-9_.]*$/,
  allowed: "letters A-Z, digits, underscores and dots",
  min: 8,
  max: 30,
});

export const CLIENT_KEY_PATTERN = /^[A-Za-z0-9_]{3,35}$/;
export const clientKey = charsetField({
  label: "client_key",
  charset: /^[A-Za-z0-9_]*$/,
  allowed: "letters A-Z, digits and underscores",
  min: 3,
  max: 35,
});

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9]{32}$/;
export const clientId = charsetField({
  label: "Client id",
  charset: /^[A-Za-z0-9]*$/,
  allowed: "letters A-Z and digits",
  min: 32,
  max: 32,
});

export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*";
const PASSWORD_MIN_LENGTH = 15;
const PASSWORD_MAX_LENGTH = 30;
const PASSWORD_CHARACTER = `[A-Za-z0-9${PASSWORD_SPECIAL_CHARACTERS}]`;
/** What a password must contain, each as a regex class and in words. */
const passwordMustContain = [
  ["[a-z]", "a lowercase letter"],
  ["[A-Z]", "an uppercase letter"],
  ["[0-9]", "a digit"],
  [`[${PASSWORD_SPECIAL_CHARACTERS}]`, `one of ${PASSWORD_SPECIAL_CHARACTERS}`],
] as const;
/** One character three times in a row. */
const PASSWORD_TRIPLE = "(.)\\1\\1";

/**
 * Every password rule as one pattern, for the OpenAPI document: a lookahead per required kind of
 * character, a negative one for a triple, then the characters and the length. The schema below
 * checks the same parts one by one, so that a user reads the one rule they broke.
 */
export const PASSWORD_PATTERN = new RegExp(
  `^${passwordMustContain.map(([kind]) => `(?=.*${kind})`).join("")}(?!.*${PASSWORD_TRIPLE})` +
    `${PASSWORD_CHARACTER}{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);

const passwordLength = `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;
export const password = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, passwordLength)
  .max(PASSWORD_MAX_LENGTH, passwordLength)
  .regex(
    new RegExp(`^${PASSWORD_CHARACTER}*$`),
    `Password may contain only letters, digits and ${PASSWORD_SPECIAL_CHARACTERS}`,
  )
  .superRefine((value, ctx) => {
    for (const [kind, what] of passwordMustContain) {
      if (!new RegExp(kind).test(value))
        ctx.addIssue({ code: "custom", message: `Password must contain ${what}` });
    }
    if (new RegExp(PASSWORD_TRIPLE, "su").test(value)) {
      ctx.addIssue({
        code: "custom",
        message: "Password cannot repeat a character three or more times in a row",
      });
    }
  })
  .meta({
    pattern: PASSWORD_PATTERN.source,
    description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} letters, digits and ${PASSWORD_SPECIAL_CHARACTERS}, with at least one lowercase letter, uppercase letter, digit and special character, and no character three times in a row.`,
  });

// Not given by the spec: an address mail can be sent to (RFC 5321). At most 254 characters in
// all (a path is 256 with its angle brackets) and 64 before the @. The domain is hostnames'
// labels (RFC 1035, 1123): letters, digits and `-`, never first or last in a label, at most 63
// each, a top-level domain of letters. The part before the @ is the dot-atom most addresses
// use. The pattern says it all, lengths included, for the OpenAPI document's clients.
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const email = z
  .string({ error: "Not an email address" })
  .max(EMAIL_MAX_LENGTH, {
    message: `Email cannot be longer than ${EMAIL_MAX_LENGTH} characters`,
    abort: true,
  })
  .superRefine((value, ctx) => {
    const at = value.lastIndexOf("@");
    if (at > EMAIL_LOCAL_MAX_LENGTH) {
      ctx.addIssue({
        code: "custom",
        message: `The part of the email before @ cannot be longer than ${EMAIL_LOCAL_MAX_LENGTH} characters`,
      });
    } else if (!EMAIL_PATTERN.test(value)) {
      ctx.addIssue({ code: "custom", message: "Not an email address" });
    }
  })
  .meta({ format: "email", pattern: EMAIL_PATTERN.source });

// Not given by the spec: usual SEPA/ISO formats, so that obviously wrong values are caught here.
const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
export const bic = z.string().regex(BIC_PATTERN, "BIC must be 8 or 11 characters, e.g. DEUTDEFF");

/** IBAN in electronic format (no spaces), with its ISO 13616 mod-97 check digits verified. */
/** Whose IBAN a path names: `creditor.iban` and `creditor_iban` → "the creditor's IBAN". */
function ibanOwner(path: readonly PropertyKey[] = []): string {
  const names = path.map(String).filter((segment) => !/^\d+$/.test(segment));
  const last = names.at(-1) ?? "";
  const owner = last === "iban" ? names.at(-2) : last.replace(/_?iban$/, "");
  return owner ? `the ${owner.replaceAll("_", " ")}'s IBAN` : "the IBAN";
}
const enterIban = (iss: { path?: PropertyKey[] }) => `Enter ${ibanOwner(iss.path)}`;

export const iban = z
  .string({ error: enterIban })
  .min(1, { error: enterIban, abort: true })
  .regex(
    /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/,
    "IBAN must be written without spaces, e.g. DE89370400440532013000",
  )
  .refine(ibanChecksumValid, "IBAN check digits are wrong")
  .meta({
    description:
      "Electronic format, no spaces. Its ISO 13616 check digits (mod 97) are verified: a value of the right shape with wrong check digits is refused.",
  });

function ibanChecksumValid(value: string): boolean {
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = Number.parseInt(character, 36).toString();
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Spend control BINs: 6 or 8 digits (the industry's two BIN lengths). */
export const bin = z.string().regex(/^\d{6}(\d{2})?$/, "BIN must be 6 or 8 digits");
export const merchantCategoryCode = z
  .string()
  .regex(/^\d{4}$/, "Merchant category code must be 4 digits");
