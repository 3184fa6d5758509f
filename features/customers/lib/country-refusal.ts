import { type CamsError, isCamsError } from "@/lib/cams/client";
import { withFieldMessage } from "./refusal-on-field";

/**
 * v1.46: with user verification on, changing the country of a Home address is refused with
 * 4000001 and `errors.Country`. The provider's words say what, not why; the field says both.
 */
export function explainCountryRefusal(error: unknown, type: string): unknown {
  const refused = isCamsError(error) ? error.fieldErrors.country : undefined;
  if (!refused || type !== "Home") return error;
  return withFieldMessage(
    error as CamsError,
    "country",
    `${refused}: while user verification is on, a Home address keeps the country the customer was verified in.`,
  );
}
