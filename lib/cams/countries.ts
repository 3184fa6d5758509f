import { countryCodes } from "./country-names";
import { z } from "./zod";

export { countryCodes } from "./country-names";

export const countryCode = z.enum(countryCodes, {
  error: (iss) =>
    iss.input === undefined
      ? "Country is required"
      : "Country must be an ISO 3166-1 alpha-2 code in capitals, e.g. DE",
});
