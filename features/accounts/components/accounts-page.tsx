import { enumLabel } from "@/components/ui/enum-options";
import { Input } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { TextLink } from "@/components/ui/text-link";
import { type Column, DirectoryListPage, type OwnedPage } from "@/features/directory-lists";
import { accountStatusOptions, accountsHref } from "../lib/search-params";
import type { AccountsPageView } from "../loaders/accounts-page";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists accounts, so this list holds the accounts the console has seen, with the status it last saw.";

/** An account's page lives under its owner: a customer's, or a corporate's. */
const ownerPath = (kind: string | null, id: string) =>
  `/${kind === "corporate" ? "corporates" : "customers"}/${encodeURIComponent(id)}`;

const columns: Column<OwnedPage>[] = [
  {
    header: "Account",
    sort: "name",
    cell: (row) =>
      row.ownerId ? (
        <TextLink
          href={`${ownerPath(row.ownerKind, row.ownerId)}/accounts/${encodeURIComponent(row.id)}`}
          className="font-medium"
        >
          {row.displayName}
        </TextLink>
      ) : (
        row.displayName
      ),
  },
  {
    header: "Identifier",
    className: "font-mono text-xs",
    cell: (row) => row.accountIdentifier ?? "—",
  },
  { header: "Status", sort: "status", cell: (row) => enumLabel(row.status) },
  {
    header: "Owner",
    cell: (row, { owners }) => {
      if (!row.ownerId) return "—";
      const owner = owners.get(`${row.ownerKind}:${row.ownerId}`);
      const ownerWord = row.ownerKind === "corporate" ? "Corporate" : "Customer";
      return (
        <TextLink href={ownerPath(row.ownerKind, row.ownerId)}>
          {owner ?? `${ownerWord} not yet seen`}
        </TextLink>
      );
    },
  },
];

/** The accounts the console knows, filtered by status, identifier or owner, in pages of 50. */
export function AccountsPage({ view }: { view: AccountsPageView }) {
  return (
    <DirectoryListPage
      title="Accounts"
      description={`${PROVIDER_HAS_NO_LIST} Open one to see its balance, transactions and transfers.`}
      noun="accounts"
      path="/accounts"
      href={accountsHref}
      read={view.list}
      rows={view.rows}
      columns={columns}
      rowTestId="account-list-row"
      filters={{
        statuses: accountStatusOptions,
        dates: false,
        extra: (
          <FilterField
            name="identifier"
            label="IBAN or identifier"
            hint="The whole identifier; spaces and letter case do not matter"
            className="w-72"
            control={(wiring) => (
              <Input {...wiring} defaultValue={view.list.state.identifier} autoComplete="off" />
            )}
          />
        ),
      }}
      ownFilters={["identifier", "owner"]}
      empty={{
        filtered: {
          title: "No account matches",
          text: `No account the console knows matches these filters. ${PROVIDER_HAS_NO_LIST}`,
        },
        unfiltered: {
          title: "No accounts yet",
          text: `${PROVIDER_HAS_NO_LIST} Accounts appear here once their customer or corporate has been opened.`,
        },
      }}
    />
  );
}
