import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { issueMessages } from "./__fixtures__/issues";
import {
  CLIENT_ID_PATTERN,
  CLIENT_KEY_PATTERN,
  clientId,
  clientKey,
  EMAIL_PATTERN,
  EMBOSS_PATTERN,
  END_TO_END_ID_PATTERN,
  email,
  embossFourthLine,
  embossName,
  endToEndId,
  FORBIDDEN_NAME_CHARACTERS,
  fieldHints,
  firstName,
  IDENTIFICATION_VALUE_PATTERN,
  iban,
  identificationValue,
  lastName,
  PHONE_PATTERN,
  password,
  phoneNumber,
  USERNAME_PATTERN,
  username,
  X_UNIQUE_ID_PATTERN,
  xUniqueId,
} from "./fields";
import { z } from "./zod";

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe("length boundaries", () => {
  const rows: [string, z.ZodType, string, boolean][] = [
    ["first_name 1", firstName, "Jo".slice(0, 1), false], // a one-letter name is a single-character word
    ["first_name 2", firstName, "Jo", true],
    ["first_name 50", firstName, "J".repeat(50), true],
    ["first_name 51", firstName, "J".repeat(51), false],
    ["last_name 50", lastName, "D".repeat(50), true],
    ["last_name 51", lastName, "D".repeat(51), false],
    ["last_name empty", lastName, "", false],
    ["phone 7 digits", phoneNumber, "+4912345", false],
    ["phone 8 digits", phoneNumber, "+49123456", true],
    ["phone 15 digits", phoneNumber, `+4${"1".repeat(14)}`, true],
    ["phone 16 digits", phoneNumber, `+4${"1".repeat(15)}`, false],
    ["phone first digit 0", phoneNumber, "+0912345678", false],
    ["phone without plus", phoneNumber, "491701234567", false],
    ["identification 0", identificationValue, "", false],
    ["identification 20", identificationValue, "A".repeat(20), true],
    ["identification 21", identificationValue, "A".repeat(21), false],
    ["end_to_end_id 0", endToEndId, "", false],
    ["end_to_end_id 18", endToEndId, "A".repeat(18), true],
    ["end_to_end_id 19", endToEndId, "A".repeat(19), false],
    ["emboss 0", embossName, "", false],
    ["emboss 21", embossName, "A".repeat(21), true],
    ["emboss 22", embossName, "A".repeat(22), false],
    ["emboss fourth line 22", embossFourthLine, "A".repeat(22), false],
    ["X-Unique-Id 9", xUniqueId, "a".repeat(9), false],
    ["X-Unique-Id 10", xUniqueId, "a".repeat(10), true],
    ["X-Unique-Id 36", xUniqueId, "a".repeat(36), true],
    ["X-Unique-Id 37", xUniqueId, "a".repeat(37), false],
    ["username 7", username, "a".repeat(7), false],
    ["username 8", username, "a".repeat(8), true],
    ["username 30", username, "a".repeat(30), true],
    ["username 31", username, "a".repeat(31), false],
    ["client_key 2", clientKey, "ab", false],
    ["client_key 3", clientKey, "abc", true],
    ["client_key 35", clientKey, "a".repeat(35), true],
    ["client_key 36", clientKey, "a".repeat(36), false],
    ["client_id 31", clientId, "a".repeat(31), false],
    ["client_id 32", clientId, "a".repeat(32), true],
    ["client_id 33", clientId, "a".repeat(33), false],
    ["password 14", password, "Abcdefgh1!xyzw", false],
    ["password 15", password, "Abcdefgh1!xyzwq", true],
    ["password 30", password, `Ab1!${"xyzw".repeat(6)}xy`, true],
    ["password 31", password, `Ab1!${"xyzw".repeat(6)}xyz`, false],
  ];
  it.each(rows)("%s", (_, schema, value, ok) => {
    expect(accepts(schema, value)).toBe(ok);
  });
});

describe("first_name and last_name", () => {
  it.each(FORBIDDEN_NAME_CHARACTERS.map((c) => [c]))(
    "refuses %s with a message naming it",
    (character) => {
      expect(issueMessages(firstName, `Ja${character}ne`)).toContain(
        `First name cannot contain the character ${character}`,
      );
      expect(issueMessages(lastName, `Do${character}e`)).toContain(
        `Last name cannot contain the character ${character}`,
      );
    },
  );

  it("refuses the spec's U+02C6 and the ASCII caret alike", () => {
    expect(accepts(firstName, "Jaˆne")).toBe(false);
    expect(accepts(firstName, "Ja^ne")).toBe(false);
  });

  it.each(["Jane2", "J0hn", "Ja٣ne"])("refuses digits in %s", (value) => {
    expect(issueMessages(firstName, value)).toContain("First name cannot contain digits");
  });

  it.each([
    ["J", false],
    ["Mary J", false],
    ["J Mary", false],
    ["Mary Jo", true],
    ["Élodie", true],
    ["O'Brien-Smith", true],
    ["Anne-Marie de la Tour", true],
    ["   ", false],
  ])("single-character words and blanks: %s → %s", (value, ok) => {
    expect(accepts(firstName, value)).toBe(ok);
  });

  it("the single-character word message is human-readable", () => {
    expect(issueMessages(lastName, "Doe X")).toEqual([
      "Last name cannot contain a single-character word",
    ]);
  });

  const nameCharacter = fc.constantFrom(
    ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèüöñ'-.",
  );
  const validName = fc
    .array(fc.string({ unit: nameCharacter, minLength: 2, maxLength: 10 }), {
      minLength: 1,
      maxLength: 4,
    })
    .map((words) => words.join(" "))
    .filter((name) => name.length <= 50);

  it("accepts generated valid names", () => {
    fc.assert(
      fc.property(validName, (name) => accepts(firstName, name) && accepts(lastName, name)),
    );
  });

  it("refuses a valid name with a digit or a forbidden character inserted", () => {
    const bad = fc.constantFrom(...FORBIDDEN_NAME_CHARACTERS, ..."0123456789");
    fc.assert(
      fc.property(validName, bad, fc.nat(), (name, character, at) => {
        const i = at % (name.length + 1);
        return !accepts(firstName, name.slice(0, i) + character + name.slice(i));
      }),
    );
  });
});

describe("emboss_name and emboss_fourth_line: the class [A-Z -.]", () => {
  const range = Array.from({ length: 0x2e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i));

  it("is exactly space..'.' (U+0020–U+002E) plus A-Z", () => {
    expect(range.join("")).toBe(` !"#$%&'()*+,-.`);
    for (const character of range) expect(accepts(embossName, `A${character}B`)).toBe(true);
  });

  it.each(["/", "0", "9", "a", "z", "_", ":", "@", "É"])("refuses %s", (character) => {
    expect(accepts(embossName, `AB${character}`)).toBe(false);
  });

  it("means what the spec's pattern means, for any string", () => {
    const unit = fc.constantFrom(...range, ..."ABXYZaz09/:_@\u00c9");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 25 }), (value) => {
        return accepts(embossName, value) === EMBOSS_PATTERN.test(value);
      }),
    );
  });

  it("gives one clear message per problem", () => {
    expect(issueMessages(embossName, "jane doe")).toEqual([
      `Emboss name may contain only uppercase letters A-Z, space and the characters !"#$%&'()*+,-.`,
    ]);
  });
});

describe("X-Unique-Id: [A-Za-z0-9-._] is letters, digits and a literal - . _", () => {
  it.each([
    ["123e4567-e89b-12d3-a456-426614174000", true],
    ["req.2026_01-ab", true],
    ["abcdefghi/", false],
    ["abcdefghi:", false],
    ["abcdefghi ", false],
    ["abcdefghi,", false],
  ])("%s → %s", (value, ok) => {
    expect(accepts(xUniqueId, value)).toBe(ok);
    expect(X_UNIQUE_ID_PATTERN.test(value)).toBe(ok);
  });

  it("the spec's pattern is not a range from 9 to '.' (that would not even compile)", () => {
    const reversedRange = ["[9", "-.]"].join("");
    expect(() => new RegExp(reversedRange)).toThrow(SyntaxError);
  });
});

describe("schemas mean exactly the spec's patterns", () => {
  const rows: [string, z.ZodType, RegExp, string][] = [
    ["identification value", identificationValue, IDENTIFICATION_VALUE_PATTERN, "aZ09' -_/é"],
    ["end_to_end_id", endToEndId, END_TO_END_ID_PATTERN, "aZ09 -_/"],
    ["X-Unique-Id", xUniqueId, X_UNIQUE_ID_PATTERN, "aZ09-._ /:,"],
    ["username", username, USERNAME_PATTERN, "aZ09_. -"],
    ["client_key", clientKey, CLIENT_KEY_PATTERN, "aZ09_ .-"],
    ["client_id", clientId, CLIENT_ID_PATTERN, "aZ09_"],
  ];
  it.each(rows)("%s", (_, schema, pattern, alphabet) => {
    const unit = fc.constantFrom(...alphabet);
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 40 }),
        (value) => accepts(schema, value) === pattern.test(value),
      ),
    );
  });

  it("phone: generated valid numbers pass, a leading 0 or an extra digit fails", () => {
    const digits = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), digits(7, 14), (first, rest) => {
        const valid = `+${first}${rest}`;
        return (
          accepts(phoneNumber, valid) &&
          PHONE_PATTERN.test(valid) &&
          !accepts(phoneNumber, `+0${rest}`) &&
          !accepts(phoneNumber, `${valid}${"1".repeat(16 - valid.length + 1)}`)
        );
      }),
    );
  });

  it("identification value and end_to_end_id: valid generated, mutated refused", () => {
    const alnum = fc.constantFrom(..."abcXYZ0189");
    fc.assert(
      fc.property(
        fc.string({ unit: alnum, minLength: 1, maxLength: 18 }),
        fc.constantFrom(..."-_/.é"),
        (value, bad) => {
          return (
            accepts(identificationValue, value) &&
            accepts(endToEndId, value) &&
            !accepts(identificationValue, value + bad) &&
            !accepts(endToEndId, value + bad)
          );
        },
      ),
    );
  });

  it("emboss: valid generated, lowercase or a slash refused", () => {
    const unit = fc.constantFrom(..."ABCXYZ -.&'");
    fc.assert(
      fc.property(
        fc.string({ unit, minLength: 1, maxLength: 20 }),
        fc.constantFrom(..."a/09"),
        (value, bad) => {
          return accepts(embossName, value) && !accepts(embossName, value + bad);
        },
      ),
    );
  });
});

describe("password", () => {
  it.each([
    ["Sandbox!Pass2026x", []],
    ["abcdefgh1!xyzwq", ["Password must contain an uppercase letter"]],
    ["ABCDEFGH1!XYZWQ", ["Password must contain a lowercase letter"]],
    ["Abcdefghi!xyzwq", ["Password must contain a digit"]],
    ["Abcdefgh12xyzwq", ["Password must contain one of !@#$%^&*"]],
    ["Abcdefgh1!xyzzz", ["Password cannot repeat a character three or more times in a row"]],
    ["Abcdefgh1!!!xyz", ["Password cannot repeat a character three or more times in a row"]],
    ["Abcdefgh1!xyzz1", []],
    ["Abcdefgh1!(xyzw", ["Password may contain only letters, digits and !@#$%^&*"]],
    ["Abcdefgh 1!xyzw", ["Password may contain only letters, digits and !@#$%^&*"]],
  ])("%s", (value, expected) => {
    expect(issueMessages(password, value)).toEqual(expected);
  });

  it.each([..."!@#$%^&*"])("accepts the special character %s", (special) => {
    expect(accepts(password, `Abcdefgh1${special}xyzwq`)).toBe(true);
  });

  const validPassword = fc
    .tuple(
      fc.string({
        unit: fc.constantFrom(
          ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*",
        ),
        minLength: 11,
        maxLength: 26,
      }),
    )
    .map(([middle]) => `aB3!${middle}`)
    .filter((value) => !/(.)\1\1/.test(value));

  it("accepts generated valid passwords", () => {
    fc.assert(fc.property(validPassword, (value) => accepts(password, value)));
  });

  it("refuses them once a character is tripled or a foreign one put in", () => {
    fc.assert(
      fc.property(
        validPassword,
        fc.nat(),
        fc.constantFrom("(", " ", "é", "-"),
        (value, at, foreign) => {
          const i = at % value.length;
          const tripled = value.slice(0, i) + value.charAt(i).repeat(3) + value.slice(i + 1);
          const withForeign = value.slice(0, i) + foreign + value.slice(i + 1);
          return !accepts(password, tripled) && !accepts(password, withForeign);
        },
      ),
    );
  });
});

describe("IBAN", () => {
  it.each([
    ["DE89370400440532013000", true],
    ["GB82WEST12345698765432", true],
    ["DE89370400440532013001", false],
    ["DE89 3704 0044 0532 0130 00", false],
  ])("%s → %s", (value, ok) => {
    expect(accepts(iban, value)).toBe(ok);
  });
});

describe("fieldHints", () => {
  it("says what the rules enforce, limits included", () => {
    expect(fieldHints.identificationValue).toBe(
      "1 to 20 characters: letters A-Z, digits, apostrophes and spaces",
    );
    expect(fieldHints.embossName).toMatch(/^1 to 21 characters: uppercase letters A-Z/);
    expect(fieldHints.endToEndId).toBe("1 to 18 characters: letters A-Z and digits");
    expect(fieldHints.phoneNumber).toMatch(/^A plus sign and 8 to 15 digits, the first not 0/);
  });
});

describe("email", () => {
  const domain189 = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(58)}.de`;
  const messages = (value: unknown) => email.safeParse(value).error?.issues.map((i) => i.message);

  it("takes 64 characters before the @ and 254 in all, not one more, in plain words", () => {
    expect(messages(`${"j".repeat(64)}@example.com`)).toBeUndefined();
    expect(messages(`${"j".repeat(65)}@example.com`)).toEqual([
      "The part of the email before @ cannot be longer than 64 characters",
    ]);
    expect(`${"j".repeat(64)}@${domain189}`).toHaveLength(254);
    expect(messages(`${"j".repeat(64)}@${domain189}`)).toBeUndefined();
    expect(messages(`${"j".repeat(64)}@${domain189}x`)).toEqual([
      "Email cannot be longer than 254 characters",
    ]);
    expect(messages(`j@${"x".repeat(4096)}.com`)).toEqual([
      "Email cannot be longer than 254 characters",
    ]);
  });

  it("refuses a domain label that starts or ends with -, or is longer than 63", () => {
    for (const bad of [
      "j@example.m0V-.UI",
      "j@-example.com",
      "j@example-.com",
      "j@sub.-x.com",
      `j@${"a".repeat(64)}.com`,
      "j@example.c0m",
      "j@example",
      "j..k@example.com",
      ".j@example.com",
    ]) {
      expect(messages(bad), bad).toEqual(["Not an email address"]);
    }
    for (const good of [
      "j@ex-ample.m0v.UI",
      "o'neil+tag@sub.example.co.uk",
      `j@${"a".repeat(63)}.com`,
    ]) {
      expect(messages(good), good).toBeUndefined();
    }
  });

  it("publishes one pattern that accepts exactly what the schema accepts", () => {
    const schema = z.toJSONSchema(email, { io: "input" }) as { pattern: string; maxLength: number };
    expect(schema).toMatchObject({
      maxLength: 254,
      pattern: EMAIL_PATTERN.source,
      format: "email",
    });
    const published = new RegExp(schema.pattern);
    const label = fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/);
    const candidate = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.stringMatching(/^[A-Za-z0-9_'+.-]{0,70}$/),
          fc.array(label, { maxLength: 3 }),
          label,
        )
        .map(([local, labels, top]) => `${local}@${[...labels, top].join(".")}`),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        expect(published.test(value) && value.length <= schema.maxLength).toBe(
          accepts(email, value),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
