import { CamsError } from "@/lib/cams/client";

/**
 * The provider's refusal with the message on `field` set to one that says what to do; the code
 * and the other fields stay as the provider sent them.
 */
export function withFieldMessage(error: CamsError, field: string, message: string): CamsError {
  const errors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, text]) => [key, [text]]),
  );
  errors[field] = [message];
  const { code, httpStatus, detail } = error;
  return new CamsError({ code, httpStatus, detail, errors });
}
