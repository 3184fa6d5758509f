import { iban } from "@/lib/cams";

// Account identifiers: IBANs (ISO 13616) the sandbox hands out with `assign_account_identifier`.

/**
 * The sandbox's German bank code (Bankleitzahl). Its first digit is outside the Bundesbank's
 * clearing areas (1..8), so a sandbox IBAN is well-formed but can never name a real account.
 */
export const SANDBOX_BANK_CODE = "99999999";

const ACCOUNT_NUMBER_DIGITS = 10;
const ACCOUNT_NUMBER_LIMIT = 10n ** BigInt(ACCOUNT_NUMBER_DIGITS);

/** The IBAN for a country and BBAN, with its mod-97 check digits computed. */
export function generateIban(country: string, bban: string): string {
  if (!/^[A-Z]{2}$/.test(country)) throw new RangeError(`${country} is not a country code`);
  // The interface's IBAN field allows 11..30 BBAN characters.
  if (!/^[A-Z0-9]{11,30}$/.test(bban)) throw new RangeError(`${bban} is not a BBAN`);
  const checkDigits = 98n - mod97(`${bban}${country}00`);
  return `${country}${checkDigits.toString().padStart(2, "0")}${bban}`;
}

/** A German-format BBAN: the sandbox bank code and a 10-digit account number from `seed`. */
export function bbanFor(seed: number | bigint): string {
  if (typeof seed === "number" && !Number.isSafeInteger(seed)) {
    throw new RangeError(`${seed} is not a whole number`);
  }
  const accountNumber = BigInt(seed);
  // Refused rather than wrapped: two seeds must never share an account number.
  if (accountNumber < 0n || accountNumber >= ACCOUNT_NUMBER_LIMIT) {
    throw new RangeError(`${seed} does not fit a ${ACCOUNT_NUMBER_DIGITS}-digit account number`);
  }
  return SANDBOX_BANK_CODE + accountNumber.toString().padStart(ACCOUNT_NUMBER_DIGITS, "0");
}

/** The sandbox IBAN for an account's seed, e.g. DE..99999999 0000000042. */
export function accountIdentifierFor(seed: number | bigint): string {
  return generateIban("DE", bbanFor(seed));
}

/** Whether the interface's `iban` field accepts the value: the one definition of valid. */
export function isValidIban(value: string): boolean {
  return iban.safeParse(value).success;
}

/** ISO 7064 mod 97 of the value with its letters read as numbers (A = 10 .. Z = 35). */
function mod97(value: string): bigint {
  const digits = Array.from(value, (character) => Number.parseInt(character, 36)).join("");
  return BigInt(digits) % 97n;
}
