import { enumLabel } from "@/components/ui/enum-options";
import {
  type Column,
  DirectoryListPage,
  nameColumn,
  type OwnedPage,
  ownerColumn,
  ownerPath,
} from "@/features/directory-lists";
import { accountStatusOptions, accountsHref } from "../lib/search-params";
import type { AccountsPageView } from "../loaders/accounts-page";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists accounts, so this list holds the accounts the console has seen, with the status it last saw.";

const columns: Column<OwnedPage>[] = [
  nameColumn("Account", (row) =>
    row.ownerId
      ? `${ownerPath(row.ownerKind, row.ownerId)}/accounts/${encodeURIComponent(row.id)}`
      : null,
  ),
  {
    header: "Identifier",
    className: "font-mono text-xs",
    cell: (row) => row.accountIdentifier ?? "—",
  },
  { header: "Status", sort: "status", cell: (row) => enumLabel(row.status) },
  ownerColumn(true),
];

/** The accounts the console knows, filtered by status, identifier or owner, in pages of 50. */
export function AccountsPage({ view }: { view: AccountsPageView }) {
  return (
    <DirectoryListPage
      one="account"
      many="accounts"
      rowTestId="account-list-row"
      about={PROVIDER_HAS_NO_LIST}
      description={`${PROVIDER_HAS_NO_LIST} Open one to see its balance, transactions and transfers.`}
      whenEmpty="Accounts appear here once their customer or corporate has been opened."
      href={accountsHref}
      view={view}
      columns={columns}
      filters={{
        statuses: accountStatusOptions,
        dates: false,
        own: [
          {
            name: "identifier",
            label: "IBAN or identifier",
            hint: "The whole identifier; spaces and letter case do not matter",
            className: "w-72",
          },
        ],
      }}
    />
  );
}
