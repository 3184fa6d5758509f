import { inArray } from "drizzle-orm";
import { addressTypes, identificationTypes } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type Customer, customerAddresses, customerIdentifications } from "../../tables/customers";
import type { BulkKind } from "../bulk";
import { registry } from "../registry";
import { addressOf } from "./addresses";
import { findCustomer } from "./load";

type Item = Readonly<Record<string, unknown>>;

/** Answers, per customer id, the customer's items of one kind as the response shows them. */
export type CustomerItemReader = (
  ctx: SandboxContext,
  customerIds: readonly string[],
) => Promise<ReadonlyMap<string, readonly Item[]>>;

const itemReaders = registry<BulkKind, CustomerItemReader>();

/** Sandbox II lists the customer's accounts here, Sandbox III its cards. */
export function registerCustomerItemReader(kind: BulkKind, reader: CustomerItemReader) {
  return itemReaders.register(kind, reader);
}

type CustomerView = Awaited<ReturnType<typeof customerViews>>[number];

/** GET /customers/{id}: the customer with everything it owns, or 404 / 4040001. */
export async function customerView(ctx: SandboxContext, customerId: string): Promise<CustomerView> {
  const [view] = await customerViews(ctx, [await findCustomer(ctx, customerId)]);
  return view!;
}

/** Several customers at once (a page of a search): one query per part, not per customer. */
export async function customerViews(ctx: SandboxContext, rows: readonly Customer[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  // Four reads that need nothing of each other, sent together: outside a transaction (a GET)
  // they run on as many pooled connections at once; in one, the driver queues them.
  const [identificationRows, addressRows, accounts, cards] = await Promise.all([
    ctx.db
      .select()
      .from(customerIdentifications)
      .where(inArray(customerIdentifications.customerId, ids)),
    ctx.db.select().from(customerAddresses).where(inArray(customerAddresses.customerId, ids)),
    readItems(ctx, "accounts", ids),
    readItems(ctx, "cards", ids),
  ]);
  const identifications = groupByCustomer(identificationRows);
  const addresses = groupByCustomer(addressRows);
  return rows.map((customer) => ({
    customer_id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    kyc_level: customer.kycLevel,
    status: customer.status,
    nationality: customer.nationality,
    birth_country: customer.birthCountry,
    date_of_birth: customer.dateOfBirth,
    email: customer.email,
    created_date: customer.createdAt.toISOString(),
    identifications: (identifications.get(customer.id) ?? [])
      .sort(inOrderOf(identificationTypes))
      .map((item) => ({
        type: item.type,
        value: item.value,
        issuing_country: item.issuingCountry,
        expiry_date: item.expiryDate,
      })),
    addresses: (addresses.get(customer.id) ?? []).sort(inOrderOf(addressTypes)).map(addressOf),
    phones: phonesOf(customer),
    risk_profile: customer.riskProfile,
    delivery_address: customer.deliveryAddress,
    accounts: accounts.get(customer.id) ?? [],
    cards: cards.get(customer.id) ?? [],
  }));
}

function phonesOf(customer: Customer) {
  const phones: { type: "Mobile" | "Landline"; number: string }[] = [];
  if (customer.mobileNumber) phones.push({ type: "Mobile", number: customer.mobileNumber });
  if (customer.landlineNumber) phones.push({ type: "Landline", number: customer.landlineNumber });
  return phones;
}

async function readItems(ctx: SandboxContext, kind: BulkKind, ids: readonly string[]) {
  const reader = itemReaders.get(kind);
  return reader ? reader(ctx, ids) : new Map<string, readonly Item[]>();
}

function groupByCustomer<T extends { customerId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.customerId, [...(groups.get(row.customerId) ?? []), row]);
  return groups;
}

// Types in the order the interface lists them (Home before Work...), not alphabetically.
function inOrderOf(types: readonly string[]) {
  return (a: { type: string }, b: { type: string }) =>
    types.indexOf(a.type) - types.indexOf(b.type);
}
