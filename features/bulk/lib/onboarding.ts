import "server-only";
import { createCustomerWithProducts } from "@/features/onboarding/server";
import { customerCreateRequest } from "@/lib/cams";
import type { CamsClient } from "@/lib/cams/client";
import { isCamsError } from "@/lib/cams/client/errors";
import { z } from "@/lib/cams/zod";
import { settleBounded } from "@/lib/console/settle-bounded";
import { bulkKindLabels } from "./kind-labels";
import type { BulkCheck, BulkKindDefinition } from "./kinds";

const cell = z.string().optional();

/** The columns a row may fill: each a field of the customer, flat, as a spreadsheet holds it. */
const columns = {
  required: ["first_name", "last_name", "nationality", "kyc_level"],
  optional: [
    "date_of_birth",
    "birth_country",
    "email",
    "mobile_number",
    "identification_type",
    "identification_value",
    "address_line_1",
    "address_line_2",
    "city",
    "postal_code",
    "country",
    "profession",
    "account_purpose",
    "monthly_income",
    "account_currencies",
    "card_emboss_name",
  ],
} as const;

type Cells = Partial<Record<(typeof columns.optional)[number], string>> &
  Record<(typeof columns.required)[number], string>;

/** The address columns, read as the customer's Home address (a card is sent there too). */
const ADDRESS = ["address_line_1", "address_line_2", "city", "postal_code", "country"] as const;
const RISK = ["profession", "account_purpose", "monthly_income"] as const;

/**
 * A row's cells as the provider's create-customer body: an identification when one is named,
 * the Home address when any of its columns is filled, the risk profile likewise, one account
 * per currency listed (separated by spaces), and a card sent to the Home address.
 */
function asRequest(row: Cells) {
  const address = ADDRESS.some((c) => row[c])
    ? {
        line_1: row.address_line_1,
        ...(row.address_line_2 ? { line_2: row.address_line_2 } : {}),
        city: row.city,
        postal_code: row.postal_code,
        country: row.country,
      }
    : undefined;
  const currencies = (row.account_currencies ?? "").split(/\s+/).filter(Boolean);
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    nationality: row.nationality,
    kyc_level: row.kyc_level,
    ...(row.birth_country ? { birth_country: row.birth_country } : {}),
    ...(row.date_of_birth ? { date_of_birth: row.date_of_birth } : {}),
    ...(row.email ? { email: row.email } : {}),
    ...(row.mobile_number ? { mobile_number: row.mobile_number } : {}),
    ...(row.identification_type || row.identification_value
      ? { identifications: [{ type: row.identification_type, value: row.identification_value }] }
      : {}),
    ...(address ? { addresses: [{ type: "Home", ...address }] } : {}),
    ...(RISK.some((c) => row[c])
      ? {
          risk_profile: {
            profession: row.profession,
            account_purpose: row.account_purpose,
            monthly_income: row.monthly_income,
          },
        }
      : {}),
    ...(currencies.length ? { accounts: currencies.map((currency) => ({ currency })) } : {}),
    ...(row.card_emboss_name
      ? { cards: [{ emboss_name: row.card_emboss_name, carrier_delivery_address: address }] }
      : {}),
  };
}

/**
 * The row: its cells (each a text), made into the body and checked by the wizard's own schema,
 * customerCreateRequest (names, KYC level requirements, each field's format).
 */
const row = z
  .strictObject(
    Object.fromEntries([...columns.required, ...columns.optional].map((c) => [c, cell])),
  )
  .transform((cells) => asRequest(cells as Cells))
  .pipe(customerCreateRequest);
type OnboardingRow = z.output<typeof row>;

/** The column a problem at a path of the body concerns. */
function columnOf(path: readonly PropertyKey[]): string {
  const [top, , field] = path.map(String);
  switch (top) {
    case "identifications":
      return field === "type" ? "identification_type" : "identification_value";
    case "addresses":
      return field === "line_1" || field === "line_2"
        ? `address_${field}`
        : (field ?? "address_line_1");
    case "risk_profile":
      return path[1] ? String(path[1]) : "profession";
    case "accounts":
      return "account_currencies";
    case "cards":
      // A card without an address to go to is a missing address.
      return path[2] === "carrier_delivery_address" ? "address_line_1" : "card_emboss_name";
    default:
      return top ?? "row";
  }
}

/** Searches at once while checking a file: the quota is shared with everyone. */
const READS_AT_ONCE = 8;

/** The customers the provider already has under each identification value, by value. */
async function existingByIdentification(rows: OnboardingRow[], client: CamsClient) {
  const values = [...new Set(rows.flatMap((r) => (r.identifications ?? []).map((i) => i.value)))];
  const found = await settleBounded(values, READS_AT_ONCE, (identification_value) =>
    client.call("searchCustomers", { query: { identification_value } }),
  );
  return new Map(values.map((value, i) => [value, found[i]!]));
}

const identificationOf = (input: OnboardingRow) => input.identifications?.[0]?.value;

/**
 * Onboard customers: one row per customer, with its accounts and cards, through the provider's
 * create-customer operation (201, or 206 with some items not created: those are kept on the
 * customer's page for a retry, as the wizard does). The dry run refuses a customer whose
 * identification the provider already has, so a file run twice does not onboard anyone twice.
 */
export const onboarding: BulkKindDefinition<OnboardingRow> = {
  kind: "onboarding",
  label: bulkKindLabels.onboarding,
  permission: "customers.onboard",
  columns,
  template: [
    [...columns.required, ...columns.optional].join(","),
    "Ada,Lovelace,GB,KYC,1990-12-10,GB,ada@example.com,+447700900123,Passport,P1234567,1 Main Street,,London,N1 9GU,GB,Employee_Worker,ReceiveSalary,1501To2000,EUR,ADA LOVELACE",
    "# first_name, last_name: the customer's names",
    "# nationality: a country code, e.g. GB",
    "# kyc_level: Anonymous, SDD, KYC or KYB; KYC needs the identification, the address, birth_country and the risk profile",
    "# date_of_birth: optional, YYYY-MM-DD",
    "# birth_country: a country code; required at KYC",
    "# email, mobile_number: optional; a mobile number with its country code, e.g. +447700900123",
    "# identification_type: Passport, NationalId, DrivingLicence or ResidencePermit; identification_value: its number",
    "# address_line_1, address_line_2, city, postal_code, country: the Home address; a card is sent there",
    "# profession, account_purpose, monthly_income: the risk profile, as the onboarding form offers them",
    "# account_currencies: an account per currency, separated by spaces, e.g. EUR USD",
    "# card_emboss_name: a card with this name on it, sent to the Home address",
  ],
  schema: row as z.ZodType<OnboardingRow>,
  columnOf,
  input: customerCreateRequest as z.ZodType<OnboardingRow>,
  /** The same person twice: by identification, else by e-mail, else by name and birth date. */
  duplicateOf: (input) => {
    const identification = identificationOf(input);
    if (identification) return `id:${identification}`;
    if (input.email) return `email:${input.email.toLowerCase()}`;
    return `name:${input.first_name} ${input.last_name} ${input.date_of_birth ?? ""}`.toLowerCase();
  },
  duplicateColumn: "first_name",
  async check(rows, { client }) {
    const existing = await existingByIdentification(rows, client);
    return rows.map((input): BulkCheck<OnboardingRow> => {
      const identification = identificationOf(input);
      const found = identification ? existing.get(identification) : undefined;
      if (found?.status === "rejected")
        return {
          problems: {
            identification_value:
              "Whether a customer already has this identification could not be read just now: check the file again shortly.",
          },
        };
      const customer = found?.value.customers?.[0];
      if (customer)
        return {
          problems: {
            identification_value: `A customer with this identification already exists: ${customer.first_name} ${customer.last_name}.`,
          },
        };
      return { problems: null, input };
    });
  },
  auditAction: () => "customer.create",
  async run(input, { db, key, maker }) {
    try {
      const { customer, counts } = await createCustomerWithProducts(db, input, {
        userId: maker.id,
        uniqueId: key,
      });
      return {
        result: {
          customer_id: customer.customer_id,
          accounts: `${counts.accounts.created} of ${counts.accounts.requested}`,
          cards: `${counts.cards.created} of ${counts.cards.requested}`,
        },
        links: [
          { label: "Customer", href: `/customers/${encodeURIComponent(customer.customer_id)}` },
        ],
      };
    } catch (error) {
      // Its key was used before: the first send reached the provider, and may have created the
      // customer. Found out as for no answer, never called refused.
      if (isCamsError(error) && error.code === 4090001) throw new Error("this row was sent before");
      throw error;
    }
  },
  /**
   * A customer whose answer was lost is found by their identification; without one (or not yet
   * listed) it cannot be told, and the row stays unknown.
   */
  async resolve(input, { client }) {
    const identification = identificationOf(input);
    if (!identification) return null;
    const found = await client.call("searchCustomers", {
      query: { identification_value: identification },
    });
    return (found.customers ?? []).length > 0 ? true : null;
  },
};
