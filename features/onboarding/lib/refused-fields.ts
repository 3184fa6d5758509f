import { ErrorCode } from "@/lib/cams";

type Refusal = { code: string; message: string; fieldErrors: Record<string, string> };

/**
 * The form fields a refused POST /customers concerns. The provider's field errors are keyed as
 * the form's fields already. 4224001 ("customer details already used for another customer")
 * names no field; the details it means are the identification documents, so its message goes
 * on each identification value the request held.
 */
export function refusedFields(
  refusal: Refusal,
  request: { identifications?: readonly unknown[] },
): Record<string, string> {
  if (Object.keys(refusal.fieldErrors).length > 0) return refusal.fieldErrors;
  if (refusal.code !== String(ErrorCode.CustomerDetailsAlreadyUsed)) return {};
  return Object.fromEntries(
    (request.identifications ?? []).map((_, index) => [
      `identifications.${index}.value`,
      refusal.message,
    ]),
  );
}
