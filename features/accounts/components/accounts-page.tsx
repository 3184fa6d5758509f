import Link from "next/link";
import {
  DirectoryFilters,
  DirectoryTable,
  FilterField,
  ListActions,
  OwnerNote,
  sortableColumns,
} from "@/components/ui/directory-filters";
import { isFiltered, NO_FILTERS } from "@/components/ui/directory-list";
import { enumLabel } from "@/components/ui/enum-options";
import { Input } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { accountStatusOptions, accountsHref } from "../lib/search-params";
import type { AccountsPageView } from "../loaders/accounts-page";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists accounts, so this list holds the accounts the console has seen, with the status it last saw.";

/** An account's page lives under its owner: a customer's, or a corporate's. */
const ownerPath = (kind: string | null, id: string) =>
  `/${kind === "corporate" ? "corporates" : "customers"}/${encodeURIComponent(id)}`;

/** The accounts the console knows, filtered by status, identifier or owner, in pages of 50. */
export function AccountsPage({ view }: { view: AccountsPageView }) {
  const { state, page, problems } = view;
  const filtered = isFiltered(state) || Boolean(state.identifier || state.owner);
  const sortable = sortableColumns(state, accountsHref);
  return (
    <>
      <PageHeader
        title="Accounts"
        description={`${PROVIDER_HAS_NO_LIST} Open one to see its balance, transactions and transfers.`}
        actions={<ListActions listHref={accountsHref(state)} />}
      />
      <DirectoryFilters
        label="Filter accounts"
        action="/accounts"
        state={state}
        problems={problems}
        statuses={accountStatusOptions}
        dates={false}
        hidden={{ owner: state.owner }}
        extra={
          <FilterField
            name="identifier"
            label="IBAN or identifier"
            hint="The whole identifier; spaces and letter case do not matter"
            className="w-72"
            control={(wiring) => (
              <Input {...wiring} defaultValue={state.identifier} autoComplete="off" />
            )}
          />
        }
        clearHref={
          filtered ? accountsHref({ ...state, ...NO_FILTERS, identifier: "", owner: "" }) : null
        }
      />
      {state.owner && (
        <OwnerNote
          what="accounts"
          owner={state.owner}
          clearHref={accountsHref({ ...state, owner: "" })}
        />
      )}
      <DirectoryTable
        list={view.list}
        listKey={accountsHref(state, page)}
        caption="Accounts"
        noun="accounts"
        page={page}
        hrefFor={(p) => accountsHref(state, p)}
        columns={[sortable("name", "Account"), "Identifier", sortable("status", "Status"), "Owner"]}
        empty={
          filtered
            ? {
                title: "No account matches",
                text: `No account the console knows matches these filters. ${PROVIDER_HAS_NO_LIST}`,
              }
            : {
                title: "No accounts yet",
                text: `${PROVIDER_HAS_NO_LIST} Accounts appear here once their customer or corporate has been opened.`,
              }
        }
        row={(row, { owners }) => {
          const owner = row.ownerId ? owners.get(`${row.ownerKind}:${row.ownerId}`) : undefined;
          const ownerWord = row.ownerKind === "corporate" ? "Corporate" : "Customer";
          return (
            <tr key={row.id} data-testid="account-list-row">
              <td className="px-3 py-2">
                {row.ownerId ? (
                  <Link
                    href={`${ownerPath(row.ownerKind, row.ownerId)}/accounts/${encodeURIComponent(row.id)}`}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {row.displayName}
                  </Link>
                ) : (
                  row.displayName
                )}
              </td>
              <td className="px-3 py-2 font-mono text-xs">{row.accountIdentifier ?? "—"}</td>
              <td className="px-3 py-2">{enumLabel(row.status)}</td>
              <td className="px-3 py-2">
                {row.ownerId ? (
                  <Link
                    href={ownerPath(row.ownerKind, row.ownerId)}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {owner ?? `${ownerWord} not yet seen`}
                  </Link>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          );
        }}
      />
    </>
  );
}
