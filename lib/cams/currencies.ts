import { currencyCodes } from "./currency-codes";
import { z } from "./zod";

// The schema of currency-codes.ts's codes (exported from here too, for the server's imports).
export * from "./currency-codes";

export const currencyCode = z.enum(currencyCodes, {
  error: (iss) =>
    iss.input === undefined
      ? "Currency is required"
      : "Currency must be an active ISO 4217 code in capitals, e.g. EUR",
});
