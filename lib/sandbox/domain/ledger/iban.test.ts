import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { iban } from "@/lib/cams";
import {
  accountIdentifierFor,
  bbanFor,
  generateIban,
  isValidIban,
  SANDBOX_BANK_CODE,
} from "./iban";

const seed = fc.bigInt({ min: 0n, max: 9_999_999_999n });

describe("generateIban", () => {
  // Published examples (ECBS / national registries).
  it.each([
    ["DE", "370400440532013000", "DE89370400440532013000"],
    ["GB", "WEST12345698765432", "GB82WEST12345698765432"],
    ["FR", "20041010050500013M02606", "FR1420041010050500013M02606"],
  ])("%s + %s → %s", (country, bban, expected) => {
    expect(generateIban(country, bban)).toBe(expected);
  });

  it("writes check digits below 10 with a leading zero", () => {
    expect(generateIban("DE", `${SANDBOX_BANK_CODE}0000000015`)).toBe("DE06999999990000000015");
  });

  it.each([
    ["de", "370400440532013000"],
    ["D", "370400440532013000"],
    ["DE", "3704004405"],
    ["DE", "3704 0044 0532 0130 00"],
    ["DE", "37040044053201300a"],
  ])("refuses country %j with BBAN %j", (country, bban) => {
    expect(() => generateIban(country, bban)).toThrow(RangeError);
  });
});

describe("bbanFor", () => {
  it.each<[number | bigint, string]>([
    [0, "999999990000000000"],
    [42, "999999990000000042"],
    [42n, "999999990000000042"],
    [9_999_999_999, "999999999999999999"],
  ])("%s → %s", (value, bban) => {
    expect(bbanFor(value)).toBe(bban);
  });

  it.each([-1, 10_000_000_000, 10_000_000_000n, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])(
    "refuses %s",
    (value) => {
      expect(() => bbanFor(value)).toThrow(RangeError);
    },
  );
});

describe("accountIdentifierFor", () => {
  it.each([
    // Check digits cross-checked with an independent computation (Python's int % 97).
    [5, "DE82999999990000000005"],
    [42, "DE53999999990000000042"],
    [9_999_999_999n, "DE85999999999999999999"],
  ])("%s → %s", (value, expected) => {
    expect(accountIdentifierFor(value)).toBe(expected);
  });

  it("gives IBANs the interface's iban field accepts", () => {
    fc.assert(
      fc.property(seed, (value) => {
        const identifier = accountIdentifierFor(value);
        expect(iban.safeParse(identifier).success).toBe(true);
        expect(identifier).toMatch(/^DE\d{20}$/);
      }),
    );
  });

  it("gives different IBANs for different seeds", () => {
    fc.assert(
      fc.property(seed, seed, (a, b) => {
        fc.pre(a !== b);
        expect(accountIdentifierFor(a)).not.toBe(accountIdentifierFor(b));
      }),
    );
  });
});

describe("isValidIban", () => {
  it.each([
    ["DE89370400440532013000", true],
    ["GB82WEST12345698765432", true],
    ["FR1420041010050500013M02606", true],
    ["DE88370400440532013000", false],
    ["FR1420041010050500013M02607", false],
    ["DE89 3704 0044 0532 0130 00", false],
    ["de89370400440532013000", false],
    ["", false],
  ])("%s → %s", (value, valid) => {
    expect(isValidIban(value)).toBe(valid);
  });

  // Mod 97 catches every substitution of a digit for a digit or a letter for a letter. A digit
  // swapped for a letter (two digits once converted) can pass it, so that is not claimed here.
  it("refuses a sandbox IBAN with any one character replaced by another of its kind", () => {
    const change = fc.record({
      value: seed,
      position: fc.nat({ max: 21 }),
      shift: fc.integer({ min: 1, max: 25 }),
    });
    fc.assert(
      fc.property(change, ({ value, position, shift }) => {
        const identifier = accountIdentifierFor(value);
        const original = identifier.charAt(position);
        const [first, size] = /\d/.test(original) ? ["0", 10] : ["A", 26];
        const base = first.charCodeAt(0);
        const offset = (original.charCodeAt(0) - base + (shift % (size - 1)) + 1) % size;
        const changed =
          identifier.slice(0, position) +
          String.fromCharCode(base + offset) +
          identifier.slice(position + 1);
        expect(changed).not.toBe(identifier);
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });
});
