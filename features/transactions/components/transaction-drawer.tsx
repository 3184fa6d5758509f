"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "@/components/ui/locale";
import { ProviderError } from "@/components/ui/provider-error";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { transactionDetailsQuery } from "@/features/transactions/lib/queries";
import type { Transaction, TransactionScope } from "@/features/transactions/lib/scope";
import {
  declineReason,
  signedAmount,
  transactionFacts,
  transactionKindText,
} from "@/features/transactions/lib/transaction-fields";

/**
 * The details of one transaction, in a modal dialog sliding in from the right (native
 * <dialog>: focus stays inside, Escape closes, focus goes back where it was). The row's list
 * fields show at once; the details the list lacks (posting_response_code, card_acceptor_id…)
 * are read from the provider's transaction details.
 */
export function TransactionDrawer({
  scope,
  transactionId,
  row,
  onClose,
}: {
  scope: TransactionScope;
  transactionId: string | null;
  row: Transaction | undefined;
  onClose: () => void;
}) {
  const dialog = useModalDialog(transactionId !== null);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles natively
    <dialog
      ref={dialog.ref}
      aria-labelledby="transaction-drawer-title"
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself, outside its panel.
      onClick={(event) => event.target === dialog.ref.current && dialog.close()}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-lg overflow-y-auto bg-white p-0 shadow-xl backdrop:bg-slate-900/30"
    >
      {transactionId && (
        <DrawerBody scope={scope} transactionId={transactionId} row={row} onClose={dialog.close} />
      )}
    </dialog>
  );
}

function DrawerBody({
  scope,
  transactionId,
  row,
  onClose,
}: {
  scope: TransactionScope;
  transactionId: string;
  row: Transaction | undefined;
  onClose: () => void;
}) {
  const locale = useLocale();
  // A card's transactions are read on their account, known only from the row.
  const readable = scope.kind !== "card" || Boolean(row?.account_id);
  const details = useQuery({
    ...transactionDetailsQuery(scope, transactionId, row?.account_id),
    enabled: readable,
  });
  const tx = { ...row, ...details.data };
  const known = row !== undefined || details.data !== undefined;

  return (
    <div className="flex min-h-full flex-col">
      <header className="sticky top-0 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4">
        <div>
          <h2 id="transaction-drawer-title" className="text-lg font-semibold text-slate-900">
            Transaction details
          </h2>
          {known && (
            <p className="mt-0.5 text-sm text-slate-600">
              {signedAmount(tx, locale)} · {transactionKindText(tx)}
              {declineReason(tx) && ` · Declined, not charged: ${declineReason(tx)}`}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Close
        </button>
      </header>
      <div className="space-y-4 px-5 py-4">
        {details.isError && (
          <ProviderError
            title="The full details could not be read"
            message={details.error.message}
            code={(details.error as { code?: string }).code}
          />
        )}
        {!readable && !row && (
          <ProviderError
            title="This transaction is not on this page"
            message="Open it from the page of the list where it appears."
          />
        )}
        {details.isPending && readable && (
          <p role="status" className="text-sm text-slate-600">
            Reading the full details from the provider…
          </p>
        )}
        {known && <FactList tx={tx} />}
      </div>
    </div>
  );
}

function FactList({ tx }: { tx: Record<string, unknown> }) {
  const locale = useLocale();
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {transactionFacts(tx, locale).map((fact) => (
        <div key={fact.key} className="grid grid-cols-[11rem_1fr] gap-3 py-2">
          <dt>
            <span className="block text-slate-700">{fact.label}</span>
            {fact.label !== fact.key && (
              <code className="block text-xs text-slate-500">{fact.key}</code>
            )}
          </dt>
          <dd className="min-w-0 text-slate-900">
            <span className="block whitespace-pre-line break-words">{fact.value ?? "—"}</span>
            {fact.hint && <span className="mt-0.5 block text-xs text-slate-500">{fact.hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
