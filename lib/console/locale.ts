import { cache } from "react";

// One locale for a request's dates and amounts, the same on the server and in the browser: the
// server picks it from Accept-Language and writes it into <html lang>, which the browser reads.

/** The console's own language, used when the browser names none the server can format. */
export const DEFAULT_LOCALE = "en-GB";

/** The first language in an Accept-Language header that Intl can format; the default if none. */
export function pickLocale(acceptLanguage: string | null | undefined): string {
  const wanted = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(Intl.getCanonicalLocales(tag));
      if (supported) return supported;
    } catch {
      // Not a language tag: the next one, or the default.
    }
  }
  return DEFAULT_LOCALE;
}

/**
 * The request's locale on the server, kept per request by React's cache (a fresh object per
 * server render); outside a server render `cache` does not keep anything and this is unused.
 */
export const serverLocale = cache((): { value: string | null } => ({ value: null }));

/** The locale formatting uses now: the page's <html lang> in the browser, the request's on the server. */
export function currentLocale(): string {
  if (typeof document !== "undefined") return document.documentElement.lang || DEFAULT_LOCALE;
  return serverLocale().value ?? DEFAULT_LOCALE;
}
