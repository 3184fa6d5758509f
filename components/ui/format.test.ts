import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, pickLocale } from "@/lib/console/locale";
import { formatDate, formatMoney, formatTimestamp } from "./format";

describe("pickLocale", () => {
  it("takes the browser's preferred language that Intl can format", () => {
    expect(pickLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de-DE");
    expect(pickLocale("en;q=0.5, fr-FR")).toBe("fr-FR");
  });

  it("falls back to the console's own when none is usable", () => {
    expect(pickLocale(null)).toBe(DEFAULT_LOCALE);
    expect(pickLocale("*")).toBe(DEFAULT_LOCALE);
    expect(pickLocale("not a tag!!")).toBe(DEFAULT_LOCALE);
  });
});

describe("one format for dates and money", () => {
  const at = "2026-11-22T09:38:12Z";

  it("writes a time in the locale, in UTC, saying so", () => {
    expect(formatTimestamp(at, "en-GB")).toBe("22 Nov 2026, 09:38 UTC");
    expect(formatTimestamp(at, "en-US")).toBe("Nov 22, 2026, 9:38 AM UTC");
    expect(formatTimestamp(new Date(at), "en-GB", { seconds: true })).toBe(
      "22 Nov 2026, 09:38:12 UTC",
    );
  });

  it("writes a date in the locale; nothing is a dash, an unreadable value stays as it came", () => {
    expect(formatDate("2031-05-31", "en-GB")).toBe("31 May 2031");
    expect(formatDate("2031-05-31", "de-DE")).toBe("31.05.2031");
    expect(formatDate(null)).toBe("—");
    expect(formatTimestamp("yesterday")).toBe("yesterday");
  });

  it("answers the same through many locales, the formatters it keeps made afresh past their bound", () => {
    // Accept-Language is the caller's: hundreds of different tags must neither grow memory
    // without end nor mix one locale's formatter into another's answer.
    for (let i = 0; i < 450; i++) {
      expect(formatTimestamp(at, `en-GB-x-t${i}`)).toBe("22 Nov 2026, 09:38 UTC");
      expect(formatMoney(1234.5, "EUR", i % 2 ? "de-DE" : "en-GB")).toBe(
        i % 2 ? "1.234,50\u00a0€" : "€1,234.50",
      );
    }
    expect(formatDate("2031-05-31", "de-DE")).toBe("31.05.2031");
  });

  it("writes money in the locale, an unknown currency beside its amount", () => {
    expect(formatMoney(1234.5, "EUR", "en-GB")).toBe("€1,234.50");
    expect(formatMoney(1234.5, "EUR", "de-DE")).toBe("1.234,50\u00a0€");
    expect(formatMoney(undefined, "EUR")).toBe("—");
    expect(formatMoney(3, "XY", "en-GB")).toBe("3.00 XY");
  });

  it("outside a request and a browser, uses the console's own locale", () => {
    expect(formatMoney(1, "EUR")).toBe(formatMoney(1, "EUR", DEFAULT_LOCALE));
  });
});
