import { currencyExponent, isCurrency } from "@/lib/cams/currency-codes";
import { toMinorUnits } from "@/lib/cams/minor-units";

/**
 * An amount as a spreadsheet reads it: "12.50" for 12.5 EUR, "100" for 100 JPY; exact (through
 * integer minor units, never a float's digits). Null when there is no amount. An amount that
 * cannot be in minor units of its currency is written as the provider sent it.
 */
export function decimalAmount(
  value: number | null | undefined,
  currency: string | null | undefined,
) {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const code = currency && isCurrency(currency) ? currency : null;
  if (!code) return String(value);
  let minor: number;
  try {
    minor = toMinorUnits(value, code);
  } catch (error) {
    if (error instanceof RangeError) return String(value);
    throw error;
  }
  const exponent = currencyExponent(code);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, "0");
  const whole = digits.slice(0, digits.length - exponent);
  const sign = minor < 0 ? "-" : "";
  return exponent === 0 ? `${sign}${whole}` : `${sign}${whole}.${digits.slice(-exponent)}`;
}

/** A time as ISO 8601 in UTC ("2026-11-25T09:38:12.000Z"); text that is no time as it came. */
export function isoTime(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}
