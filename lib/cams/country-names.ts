// No zod here: the country field and every page showing a country import this in the browser.

// biome-ignore format: a table of codes
/**
 * The 249 officially assigned ISO 3166-1 alpha-2 codes. User-assigned codes such as XK (Kosovo)
 * and exceptionally reserved ones such as UK or EU are refused: the provider asks for ISO codes.
 */
export const countryCodes = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
  "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS",
  "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN",
  "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE",
  "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
  "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM",
  "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM",
  "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC",
  "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK",
  "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
  "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG",
  "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW",
  "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS",
  "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO",
  "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
  "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW",
] as const;

/** One English name table for every page (made once; Intl.DisplayNames is not free). */
let regions: Intl.DisplayNames | undefined;

/**
 * "Germany" for "DE", by the Intl API; anything not an ISO 3166-1 code is shown as it came,
 * never a crash.
 */
export function countryName(code: string): string {
  // ICU names unassigned codes too ("Unknown Region" for ZZ): only the ISO list is named.
  if (!(countryCodes as readonly string[]).includes(code.toUpperCase())) return code;
  regions ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** "Germany (DE)": the name a person reads and the code the provider keeps; "—" for none. */
export function countryText(code: string | null | undefined): string {
  if (code === null || code === undefined || code === "") return "—";
  const name = countryName(code);
  return name === code || name === code.toUpperCase() ? code : `${name} (${code.toUpperCase()})`;
}

/**
 * The ISO code a person typed or picked: "de" or "DE" → "DE", "Germany" or "Germany (DE)" →
 * "DE". Anything else is returned as typed, for the schema to refuse in its own words.
 */
export function countryCodeFor(typed: string): string {
  const text = typed.trim();
  const inBrackets = /\(([A-Za-z]{2})\)$/.exec(text)?.[1];
  const code = (inBrackets ?? text).toUpperCase();
  if ((countryCodes as readonly string[]).includes(code)) return code;
  const named = countryCodes.find(
    (candidate) => countryName(candidate).toLowerCase() === text.toLowerCase(),
  );
  return named ?? text;
}
