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
  const fields = Object.entries(refusal.fieldErrors);
  // The console's own check keys a field under the action's `request` (`request.first_name`);
  // the provider's, as the request itself. Both name the form's field.
  if (fields.length > 0)
    return Object.fromEntries(
      fields.map(([path, message]) => [path.replace(/^request\./, ""), message]),
    );
  if (refusal.code !== String(ErrorCode.CustomerDetailsAlreadyUsed)) return {};
  return Object.fromEntries(
    (request.identifications ?? []).map((_, index) => [
      `identifications.${index}.value`,
      refusal.message,
    ]),
  );
}
