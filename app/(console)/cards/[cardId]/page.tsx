import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { CardFacts } from "@/features/cards/components/card-facts";
import { CardLifecycleSteps } from "@/features/cards/components/card-lifecycle-steps";
import { CardStatusActions } from "@/features/cards/components/card-status-actions";
import { CardStatusHistory } from "@/features/cards/components/card-status-history";
import { CardTransactions } from "@/features/cards/components/card-transactions";
import { ReplaceCardForm } from "@/features/cards/components/replace-card-form";
import { SimulatePanel } from "@/features/cards/components/simulate-panel";
import { replaceableFrom, statusLabel } from "@/features/cards/lib/lifecycle";
import { CamsError } from "@/lib/cams/client";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";

export const metadata: Metadata = { title: "Card" };

export default async function CardPage({ params }: { params: Promise<{ cardId: string }> }) {
  const { user, db } = await requirePagePermission("cards.view");
  const { cardId } = await params;

  const client = camsClient();
  const [card, transactions] = await Promise.all([
    client.call("getCard", { params: { card_id: cardId } }),
    client.call("listCardTransactions", {
      params: { card_id: cardId },
      query: { page_number: 1, page_size: 10 },
    }),
  ]).catch((error) => {
    // The provider answers 404 for an unknown or malformed id alike.
    if (error instanceof CamsError && error.httpStatus === 404) notFound();
    // A refusal such as 4220006 (card taken off its customer) is worth reading, not a crash.
    if (error instanceof CamsError) return [error, null] as const;
    throw error;
  });
  if (card instanceof CamsError || !transactions)
    return (
      <>
        <PageHeader title="Card" />
        <EmptyState title="The provider refused to show this card">
          {String(card.message)}
        </EmptyState>
      </>
    );

  // Buttons a role cannot use are hidden; the actions refuse them anyway.
  const manage = can(user.role, "cards.manage");
  const status = String(card.status);
  return (
    <>
      <PageHeader
        title={`Card ${card.last_four ? `•••• ${card.last_four}` : card.card_id}`}
        description={`${card.card_type ?? "Card"} card for ${card.emboss_name ?? "—"}. Status ${statusLabel(status)}.`}
        actions={
          <Link href="/cards" className="text-sm text-brand-700 underline underline-offset-2">
            Find another card
          </Link>
        }
      />
      <div className="space-y-6">
        <CardLifecycleSteps status={status} />
        <div className="grid gap-6 lg:grid-cols-2">
          <CardFacts card={card} />
          <section
            aria-label="Card actions"
            className="space-y-6 rounded-lg bg-white p-4 ring-1 ring-slate-200"
          >
            {manage ? (
              <>
                <CardStatusActions cardId={card.card_id} status={status} />
                {replaceableFrom.includes(status) ? (
                  <ReplaceCardForm
                    cardId={card.card_id}
                    lastFour={card.last_four}
                    address={card.carrier_delivery_address}
                  />
                ) : (
                  <p className="text-sm text-slate-600">
                    Replacement is possible from 00 Active, 05 Blocked, 41 Lost, 43 Stolen and 54
                    Expired.
                  </p>
                )}
              </>
            ) : (
              <p className="text-sm text-slate-600">
                Your role can view cards but not change them.
              </p>
            )}
          </section>
        </div>
        {manage && onSandbox() && <SimulatePanel cardId={card.card_id} status={status} />}
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <CardStatusHistory db={db} cardId={card.card_id} />
        </Suspense>
        <CardTransactions cardId={card.card_id} transactions={transactions.transactions} />
      </div>
    </>
  );
}
