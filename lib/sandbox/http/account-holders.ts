import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { CurrencyCode } from "@/lib/cams";
import { anonymousCustomer, kycCustomer } from "@/lib/cams/__fixtures__/bodies";
import { accounts } from "../tables/ledger";
import type { SandboxHarness } from "../testing";

// Customers, corporates and their accounts made over HTTP, for the sandbox's HTTP tests.

let passports = 0;

/** A new customer's id: Anonymous, or KYC with the given passport (AMLHOLD… holds it). */
export async function newCustomer(sb: SandboxHarness, passport?: string): Promise<string> {
  const body = passport
    ? {
        ...kycCustomer,
        identifications: [{ type: "Passport", value: passport }],
        accounts: [],
        cards: [],
      }
    : anonymousCustomer;
  const response = await sb.call("POST", "/customers", { body });
  expect(response.status).toBe(201);
  return response.body.customer_id;
}

/** A passport value no other test customer uses, after an optional AML prefix. */
export const uniquePassport = (prefix = "P") => `${prefix}${String(++passports).padStart(6, "0")}`;

export async function newCorporate(sb: SandboxHarness): Promise<string> {
  const response = await sb.call("POST", "/corporates", {
    body: {
      name: "Acme Ltd",
      tax_residency: "IE",
      address: { line_1: "1 Company Road", city: "Dublin", postal_code: "D02 X285", country: "IE" },
    },
  });
  expect(response.status).toBe(201);
  return response.body.corporate_id;
}

/** One new account of the holder ("/customers/{id}" or "/corporates/{id}"): its id. */
export async function newAccount(
  sb: SandboxHarness,
  holderPath: string,
  currency: CurrencyCode = "EUR",
): Promise<string> {
  const response = await sb.call("POST", `${holderPath}/accounts`, { body: [{ currency }] });
  expect(response.status).toBe(201);
  return response.body.accounts[0].account_id;
}

/** A new Anonymous customer with one account, credited with `funds` when given. */
export async function customerAccount(
  sb: SandboxHarness,
  options: { currency?: CurrencyCode; funds?: number } = {},
) {
  const customerId = await newCustomer(sb);
  const currency = options.currency ?? "EUR";
  const accountId = await newAccount(sb, `/customers/${customerId}`, currency);
  if (options.funds) {
    const credit = await sb.call("POST", `/accounts/${accountId}/credit`, {
      body: { amount: options.funds, currency, transaction_code: "AccountLoad" },
    });
    expect(credit.status).toBe(201);
  }
  return { customerId, accountId };
}

/** The stored balance, in minor units: what the ledger holds, not what an answer said. */
export async function balanceOf(sb: SandboxHarness, accountId: string): Promise<number> {
  const [row] = await sb.handle.db.select().from(accounts).where(eq(accounts.id, accountId));
  return row!.balanceMinor;
}
