import "server-only";
import { loadAccountsParams, readAccountsList } from "@/features/accounts/server";
import { loadCardsParams, readCardsList } from "@/features/cards/server";
import { loadCorporatesParams, readCorporatesList } from "@/features/corporates/server";
import { loadCustomersParams, readCustomersList } from "@/features/customers/server";
import { can } from "@/lib/console/auth/permissions";
import type { CsvColumn } from "../csv";
import { isoTime } from "../values";
import { directorySource, type ListedEntry } from "./directory";

type Column = CsvColumn<ListedEntry>;
const id = (header: string): Column => ({ header, value: (row) => row.id });
const name: Column = { header: "name", value: (row) => row.displayName };
const status: Column = { header: "status", value: (row) => row.status };
const created: Column = { header: "created_date", value: (row) => isoTime(row.createdDate) };
const owner: Column[] = [
  { header: "owner_kind", value: (row) => row.ownerKind },
  { header: "owner_id", value: (row) => row.ownerId },
  { header: "owner_name", value: (row) => row.ownerName },
];

// Each list's columns are those its table shows, plus the ids; each is read with the list's
// own URL reader, so the file holds exactly what the page lists, in its order.

export const customersSource = directorySource({
  name: "customers",
  permission: "customers.view",
  read: (params) => readCustomersList(loadCustomersParams(params)),
  columns: [
    id("customer_id"),
    name,
    { header: "email", value: (row) => row.email },
    { header: "phone", value: (row) => row.phone },
    { header: "kyc_level", value: (row) => row.kycLevel },
    status,
    created,
  ],
  ignore: ["last_name", "identification_value"],
});

export const corporatesSource = directorySource({
  name: "corporates",
  permission: "corporates.view",
  read: (params) => readCorporatesList(loadCorporatesParams(params)),
  columns: [id("corporate_id"), name, created],
  ignore: ["corporate_id"],
});

export const cardsSource = directorySource({
  name: "cards",
  permission: "cards.view",
  read: (params) => readCardsList(loadCardsParams(params)),
  columns: [
    id("card_id"),
    name,
    { header: "last_four", value: (row) => row.cardLastFour },
    status,
    ...owner,
  ],
  ignore: ["card_id"],
});

export const accountsSource = directorySource({
  name: "accounts",
  permission: "customers.view",
  read: (params, role) =>
    readAccountsList(loadAccountsParams(params), {
      canSeeCorporates: can(role, "corporates.view"),
    }),
  columns: [
    id("account_id"),
    name,
    { header: "account_identifier", value: (row) => row.accountIdentifier },
    status,
    ...owner,
  ],
});
