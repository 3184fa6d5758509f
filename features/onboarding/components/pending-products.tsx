"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DetailSection } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import { discardPendingAccount } from "@/features/onboarding/actions/discard-pending-account";
import { discardPendingCard } from "@/features/onboarding/actions/discard-pending-card";
import { retryPendingAccounts } from "@/features/onboarding/actions/retry-pending-accounts";
import { retryPendingCards } from "@/features/onboarding/actions/retry-pending-cards";
import type { PendingProductsView } from "../loaders/pending-products";

type Pending = PendingProductsView[number];

const columns = ["Item", "Asked for", "Why not created", "Asked", "Actions"];

/** "EUR account with IBAN", "Card JANE DOE, Virtual": the item as its request asked for it. */
function described(pending: Pending): { noun: string; asked: string } {
  const item = (pending.item ?? {}) as Record<string, unknown>;
  if (pending.kind === "account") {
    const iban = item.assign_account_identifier ? " with IBAN" : "";
    return { noun: "Account", asked: `${String(item.currency ?? "")} account${iban}` };
  }
  const type = typeof item.card_type === "string" ? item.card_type : "default type";
  return { noun: "Card", asked: `${String(item.emboss_name ?? "")}, ${type}` };
}

const retry = { account: retryPendingAccounts, card: retryPendingCards };
const discard = { account: discardPendingAccount, card: discardPendingCard };

/**
 * The accounts and cards the provider did not create (a 206 at onboarding or later), kept by
 * the console: each can be sent again (Retry) or given up on (Discard, after confirming).
 * `disabledReason`: why the provider would refuse a retry now (a held customer).
 */
export function PendingProducts({
  customerId,
  pending,
  disabledReason,
}: {
  customerId: string;
  pending: PendingProductsView;
  disabledReason?: string;
}) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const [working, setWorking] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [said, setSaid] = useState<{ tone: "ok" | "bad"; text: string } | null>(null);
  const [returnFocus, setReturnFocus] = useState<number | null>(null);
  // The safe choice has the focus when the question appears; Keep brings it back to the
  // Discard button the question came from.
  useEffect(() => {
    if (confirming !== null) document.getElementById(`keep-${confirming}`)?.focus();
  }, [confirming]);
  useEffect(() => {
    if (returnFocus === null) return;
    document.getElementById(`discard-${returnFocus}`)?.focus();
    setReturnFocus(null);
  }, [returnFocus]);
  if (pending.length === 0 && !said) return null;

  const run = (row: Pending, step: () => Promise<void>) => {
    setWorking(row.id);
    startTransition(async () => {
      await step();
      setWorking(null);
      router.refresh();
    });
  };

  const retryOne = (row: Pending) =>
    run(row, async () => {
      const { noun } = described(row);
      const result = await retry[row.kind]({ customer_id: customerId, ids: [row.id] });
      if (!result.ok)
        return setSaid({ tone: "bad", text: `${noun} not created. ${result.message}` });
      const [created] = result.data.created as {
        account_identifier?: string | null;
        last_four?: string | null;
      }[];
      if (!created) {
        return setSaid({ tone: "bad", text: `${noun} not created: the provider did not say why.` });
      }
      const name =
        created.account_identifier ?? (created.last_four ? `•••• ${created.last_four}` : "");
      setSaid({ tone: "ok", text: `${noun} created${name ? `: ${name}` : ""}.` });
    });

  const discardOne = (row: Pending) =>
    run(row, async () => {
      setConfirming(null);
      const { noun } = described(row);
      const result = await discard[row.kind]({ customer_id: customerId, id: row.id });
      setSaid(
        result.ok
          ? { tone: "ok", text: `${noun} discarded: it will not be created.` }
          : { tone: "bad", text: result.message },
      );
    });

  return (
    <DetailSection id="pending-products" title="Not yet created">
      {said && (
        <p
          role={said.tone === "bad" ? "alert" : "status"}
          className={
            said.tone === "bad"
              ? "mb-3 text-sm font-medium text-red-800"
              : "mb-3 text-sm font-medium text-emerald-800"
          }
        >
          {said.text}
        </p>
      )}
      {disabledReason && (
        <p id="pending-disabled" className="mb-3 text-sm text-amber-900">
          Retry: {disabledReason}
        </p>
      )}
      {pending.length > 0 && (
        <DataTable columns={columns} caption="Accounts and cards asked for but not created yet">
          {pending.map((row, index) => {
            const { noun, asked } = described(row);
            const label = `${noun.toLowerCase()} ${asked}`;
            return (
              <tr key={row.id} data-testid="pending-product">
                <td className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">
                  {noun} {index + 1}
                </td>
                <td className="px-3 py-2">{asked}</td>
                <td className="px-3 py-2 text-slate-700">{row.reason}</td>
                <td className="whitespace-nowrap px-3 py-2 text-slate-600">
                  {formatTimestamp(row.createdAt.toISOString())}
                  {row.createdBy ? ` by ${row.createdBy}` : ""}
                </td>
                <td className="px-3 py-2">
                  {confirming === row.id ? (
                    <fieldset
                      aria-label={`Discard the ${label}?`}
                      className="m-0 flex flex-wrap items-center gap-2 border-0 p-0"
                    >
                      <span className="text-sm text-red-900">
                        Discard it? It will not be created.
                      </span>
                      <Button variant="danger" onClick={() => discardOne(row)}>
                        Discard
                      </Button>
                      <Button
                        variant="secondary"
                        id={`keep-${row.id}`}
                        onClick={() => {
                          setConfirming(null);
                          setReturnFocus(row.id);
                        }}
                      >
                        Keep
                      </Button>
                    </fieldset>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        onClick={() => retryOne(row)}
                        pending={busy && working === row.id}
                        disabled={busy || Boolean(disabledReason)}
                        aria-label={`Retry ${label}`}
                        aria-describedby={disabledReason ? "pending-disabled" : undefined}
                      >
                        Retry
                      </Button>
                      <Button
                        variant="secondary"
                        id={`discard-${row.id}`}
                        onClick={() => setConfirming(row.id)}
                        disabled={busy}
                        aria-label={`Discard ${label}`}
                      >
                        Discard
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </DetailSection>
  );
}
