import { checkFullName, type ParsedOperationBody, toInterfacePath } from "@/lib/cams";
import { invalidPayload } from "../../errors";
import type { customers } from "../../tables/customers";

type CreateBody = ParsedOperationBody<"createCustomer">;
type CustomerFields = Partial<
  Pick<
    CreateBody,
    | "first_name"
    | "last_name"
    | "nationality"
    | "birth_country"
    | "date_of_birth"
    | "email"
    | "risk_profile"
    | "delivery_address"
    | "mobile_number"
    | "landline_number"
  >
>;

/** The customer's own columns from a create or update body; fields not given stay undefined. */
export function customerColumns(fields: CustomerFields): Partial<typeof customers.$inferInsert> {
  return {
    firstName: fields.first_name,
    lastName: fields.last_name,
    nationality: fields.nationality,
    birthCountry: fields.birth_country,
    dateOfBirth: fields.date_of_birth,
    email: fields.email,
    riskProfile: fields.risk_profile,
    deliveryAddress: fields.delivery_address,
    mobileNumber: fields.mobile_number,
    landlineNumber: fields.landline_number,
  };
}

/**
 * The full-name limit from lib/cams, on the name as it will be stored: a PATCH of one name
 * part passes the schema alone but may still make the whole name too long.
 */
export function assertFullNameFits(name: { first_name: string; last_name: string }): void {
  const errors = new Map<string, string[]>();
  checkFullName(name, {
    addIssue: ({ message, path }) => {
      const key = toInterfacePath(path);
      errors.set(key, [...(errors.get(key) ?? []), message]);
    },
  });
  if (errors.size > 0) throw invalidPayload(Object.fromEntries(errors));
}
