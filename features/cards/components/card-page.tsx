import { Suspense } from "react";
import { EditLink } from "@/components/ui/edit-link";
import { EmptyState } from "@/components/ui/empty-state";
import { HeldCustomerBanner } from "@/components/ui/held-customer-banner";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { TextLink } from "@/components/ui/text-link";
import { LatestTransactions } from "@/features/transactions";
import { cardOperationAllowed, cardStatusLabel, nextProductionStatus } from "@/lib/cams";
import { statusActionsFor } from "../lib/status-actions";
import type { CardPageView } from "../loaders/card-page";
import { CardFacts } from "./card-facts";
import { CardLifecycleLoading, CardLifecycleSteps } from "./card-lifecycle-steps";
import { CardStatusActions } from "./card-status-actions";
import { CardStatusHistory } from "./card-status-history";
import { LazyReplaceCardForm } from "./replace-card-form-lazy";
import { SimulatePanel } from "./simulate-panel";

/** A card through its lifecycle: where it stands, what can be done with it, what it did. */
export function CardPage({ view }: { view: CardPageView }) {
  if (!view.ok)
    return (
      <>
        <PageHeader title="Card" />
        <EmptyState title="The provider refused to show this card">{view.refusal}</EmptyState>
      </>
    );
  const { card } = view;
  const status = String(card.status);
  // Past 04 there is nothing to simulate: the agent activates, blocks or replaces instead.
  const simulateNext = view.canSimulate ? nextProductionStatus(status) : null;
  return (
    <>
      <PageHeader
        title={`Card ${card.last_four ? `•••• ${card.last_four}` : card.card_id}`}
        description={`${card.card_type ?? "Card"} card for ${card.emboss_name ?? "—"}. Status ${cardStatusLabel(status)}.`}
        actions={
          <div className="flex gap-4">
            <TextLink
              href={`/cards/${encodeURIComponent(card.card_id)}/spend-controls`}
              className="text-sm"
            >
              Spend controls
            </TextLink>
            <TextLink href="/cards" className="text-sm">
              Find another card
            </TextLink>
          </div>
        }
      />
      {view.holder && (
        <HeldCustomerBanner
          hold={view.holder.hold}
          name={view.holder.name}
          verification={view.holder.verification}
        />
      )}
      <div className="space-y-6">
        <Suspense fallback={<CardLifecycleLoading status={status} />}>
          <CardLifecycleSteps status={status} cardType={card.card_type} history={view.history} />
        </Suspense>
        <div className="grid gap-6 lg:grid-cols-2">
          <CardFacts card={card} />
          <section
            aria-label="Card actions"
            className="space-y-6 rounded-lg bg-white p-4 ring-1 ring-slate-200"
          >
            {view.manage ? (
              <>
                <CardStatusActions
                  cardId={card.card_id}
                  offers={statusActionsFor(status)}
                  lastFour={card.last_four}
                />
                {view.holder ? (
                  <p className="text-sm text-amber-900">Replace card: {view.holder.hold.reason}</p>
                ) : cardOperationAllowed("replace", status) ? (
                  <LazyReplaceCardForm
                    cardId={card.card_id}
                    lastFour={card.last_four}
                    address={card.carrier_delivery_address}
                    policy={view.replacePolicy}
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
        {simulateNext && (
          <SimulatePanel cardId={card.card_id} nextLabel={cardStatusLabel(simulateNext)} />
        )}
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <CardStatusHistory read={view.history} />
        </Suspense>
        <section aria-labelledby="transactions-heading" className="space-y-3">
          <div className="flex items-center justify-between">
            <h2 id="transactions-heading" className="text-sm font-semibold text-slate-900">
              Latest transactions
            </h2>
            <EditLink href={`/cards/${encodeURIComponent(card.card_id)}/transactions`}>
              All transactions
            </EditLink>
          </div>
          <LatestTransactions read={{ ok: true, data: { transactions: view.transactions } }} />
        </section>
      </div>
    </>
  );
}
