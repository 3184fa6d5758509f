import type { OperationBody } from "@/lib/cams";

/**
 * Who the demo data is made of, and what each is for. README "Demo data" lists the same; the
 * names are the way in (Customers search by last name), since ids are the sandbox's own.
 */
export const demoCast = {
  jane: {
    first_name: "Jane",
    last_name: "Demo",
    passport: "DEMO0001",
    purpose: "manager: Active KYC, two EUR accounts with IBANs, payments of every kind",
  },
  carla: {
    first_name: "Carla",
    last_name: "Cardholder",
    passport: "DEMO0002",
    purpose:
      "support: cards at 01 Ordered, 03 Printing and an Active virtual card with authorizations",
  },
  hanna: {
    first_name: "Hanna",
    last_name: "Holden",
    passport: "AMLHOLD0001",
    purpose: "compliance: AML hold, created first (top of the queue), document expired",
  },
  ronja: {
    first_name: "Ronja",
    last_name: "Reject",
    passport: "AMLREJECT0001",
    purpose: "compliance: AML Rejected, verification rejected with two reasons",
  },
  henrik: {
    first_name: "Henrik",
    last_name: "Holt",
    passport: "AMLHOLD0002",
    purpose: "compliance: AML hold, created last (below Hanna in the oldest-first queue)",
  },
  alex: { first_name: "Alex", last_name: "Anonymous", purpose: "search: an Anonymous customer" },
  andrea: {
    first_name: "Andrea",
    last_name: "Anonymous",
    purpose: "search: an Anonymous customer with an account without an IBAN",
  },
} as const;

export const demoCorporate = {
  name: "Nordlicht Trading GmbH",
  purpose: "manager: a corporate with a director and an EUR account that has paid and been paid",
} as const;

type Person = { first_name: string; last_name: string; passport: string };

const homeAddress = {
  type: "Home",
  line_1: "Invalidenstrasse 117",
  city: "Berlin",
  postal_code: "10115",
  country: "DE",
} as const;

/** Where the demo's physical cards are posted. */
export const deliveryAddress = {
  line_1: homeAddress.line_1,
  city: homeAddress.city,
  postal_code: homeAddress.postal_code,
  country: homeAddress.country,
};

/** A fully identified (KYC) person; an AMLHOLD… or AMLREJECT… passport decides their AML check. */
export function kycCustomer(person: Person): OperationBody<"createCustomer"> {
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    kyc_level: "KYC",
    nationality: "DE",
    birth_country: "DE",
    date_of_birth: "1988-04-12",
    email: `${person.first_name}.${person.last_name}@example.com`.toLowerCase(),
    mobile_number: "+491701234567",
    identifications: [{ type: "Passport", value: person.passport }],
    addresses: [homeAddress],
    risk_profile: {
      profession: "Employee_Worker",
      account_purpose: "ReceiveSalary",
      monthly_income: "2001To3000",
    },
  };
}

/** A SEPA counterparty the demo pays and is paid by. */
export const counterpartyIban = "DE89370400440532013000";

/** An EUR account with an IBAN, as bulk create items take it. */
export const eurAccountWithIban = { currency: "EUR", assign_account_identifier: true } as const;
