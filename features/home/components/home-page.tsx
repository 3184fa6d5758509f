import { Suspense } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatMoney, formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { auditActionLabel } from "@/features/audit/server";
import { BLOCKED_OR_REPLACED, WAITING_FOR_ACTIVATION } from "@/features/cards";
import { cardStatusNames } from "@/lib/cams";
import { amlAgeBands } from "../lib/aml-ages";
import { nameOf } from "../lib/names";
import { RECENT_DAYS } from "../lib/tiles";
import type { HomePageView } from "../loaders/home-page";
import { Tile } from "./tile";

const grid = "grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3";
const customerHref = (id: string | null) => (id ? `/customers/${encodeURIComponent(id)}` : null);
const cardHref = (id: string | null) => (id ? `/cards/${encodeURIComponent(id)}` : null);
const statusName = (code: string | null) =>
  code && Object.hasOwn(cardStatusNames, code)
    ? cardStatusNames[code as keyof typeof cardStatusNames]
    : (code ?? "—");

/** What needs doing, per role: each tile counts one kind of work and links to the list behind it. */
export function HomePage({ view }: { view: HomePageView }) {
  return (
    <>
      <PageHeader
        title="Home"
        description="What needs doing now. Each tile counts one kind of work, lists the first few, and links to the list behind it."
      />
      <div className="space-y-8">
        {(view.onboardings || view.transfers) && <ManagerTiles view={view} />}
        {view.awaiting && view.blocked && <SupportTiles view={view} />}
        {(view.amlQueue || view.cases) && (
          <TileGroup title="Compliance">
            {view.cases && <CasesTile counts={view.cases} />}
            {view.amlQueue && (
              <Suspense
                fallback={
                  <p className="text-sm text-slate-600">Reading the AML queue from the provider…</p>
                }
              >
                <AmlTile queue={view.amlQueue} />
              </Suspense>
            )}
          </TileGroup>
        )}
        <EveryoneTiles view={view} />
      </div>
    </>
  );
}

function TileGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</p>
      <div className={grid}>{children}</div>
    </section>
  );
}

function ManagerTiles({ view }: { view: HomePageView }) {
  const { onboardings, unfinished, transfers, names } = view;
  if (!onboardings || !unfinished || !transfers) return null;
  return (
    <TileGroup title="Onboarding and payments">
      <Tile
        id="onboardings"
        title="Recent onboardings"
        count={onboardings.count}
        countLabel={`in the last ${RECENT_DAYS} days: ${onboardings.succeeded} onboarded, ${onboardings.failed} failed`}
        source="From the audit log: customers onboarded from this console."
        empty={`No customer was onboarded from the console in the last ${RECENT_DAYS} days. Each onboarding, done or failed, would appear here.`}
        items={onboardings.items.map((entry) => ({
          key: entry.id,
          label: entry.customerId
            ? nameOf(names, "customer", entry.customerId)
            : "Customer not created",
          title: entry.customerId,
          href: entry.outcome === "success" ? customerHref(entry.customerId) : null,
          meta: (
            <>
              <Badge tone={entry.outcome === "success" ? "good" : "bad"}>
                {entry.outcome === "success" ? "Onboarded" : "Failed"}
              </Badge>{" "}
              {formatTimestamp(entry.at)}
            </>
          ),
        }))}
        link={{
          href: view.links.recentCustomers,
          label: `Customers created in the last ${RECENT_DAYS} days`,
        }}
      />
      <Tile
        id="unfinished"
        title="Onboardings to finish"
        count={unfinished.count}
        countLabel={`customers with ${unfinished.products} account${unfinished.products === 1 ? "" : "s"} or cards the provider did not create`}
        source="From the console's list of products to retry: open the customer to retry or discard them."
        empty="Nothing to finish. A customer whose accounts or cards were only partly created would appear here."
        items={unfinished.items.map((row) => ({
          key: row.customerId,
          label: nameOf(names, "customer", row.customerId),
          title: row.customerId,
          href: customerHref(row.customerId),
          meta: `${row.products} to retry, since ${formatTimestamp(row.since)}`,
        }))}
        link={{ href: "/customers", label: "Find customers" }}
      />
      <Tile
        id="transfers"
        title="SEPA transfers pending or rejected"
        count={transfers.count}
        countLabel={`${transfers.pending} pending whenever sent, ${transfers.rejected} rejected in the last ${RECENT_DAYS} days`}
        source={`From the payment statuses the provider reported by webhook${transfers.since ? ` since ${formatDate(transfers.since)}` : ""}, for transfers sent from any channel; accounts named from the directory.`}
        empty="No SEPA transfer is waiting or was rejected. A transfer still waiting for its final status, or refused, would appear here."
        items={transfers.items.map((row) => ({
          key: row.transactionId,
          label: row.accountId ? nameOf(names, "account", row.accountId) : "Account not given",
          title: row.accountId,
          href:
            row.ownerId && row.accountId
              ? `/${row.ownerKind === "corporate" ? "corporates" : "customers"}/${encodeURIComponent(row.ownerId)}/accounts/${encodeURIComponent(row.accountId)}/transactions`
              : null,
          meta: (
            <>
              {row.amount !== null && row.currency && `${formatMoney(row.amount, row.currency)} `}
              <Badge tone={row.state === "rejected" ? "bad" : "warn"}>
                {row.state === "rejected" ? "Rejected" : "Pending"}
                {` (${row.paymentStatus}${row.reasonCode ? ` ${row.reasonCode}` : ""})`}
              </Badge>{" "}
              {formatTimestamp(row.reportedAt)}
            </>
          ),
        }))}
        link={
          view.links.events
            ? { href: "/events?type=payment.status", label: "Payment status events" }
            : null
        }
      />
    </TileGroup>
  );
}

function SupportTiles({ view }: { view: HomePageView }) {
  const { awaiting, blocked, names } = view;
  if (!awaiting || !blocked) return null;
  return (
    <TileGroup title="Cards">
      <Tile
        id="awaiting-activation"
        title="Cards waiting for activation"
        count={awaiting.count}
        countLabel="printing or dispatched"
        source="From the console's directory: only cards the console has seen, in the status it last saw. The provider offers no list of all cards."
        empty="No card the console has seen is waiting for activation. A card in Printing (03) or Dispatched (04) would appear here."
        items={awaiting.items.map((card) => ({
          key: card.cardId,
          label: card.cardLastFour
            ? `${card.displayName} ···· ${card.cardLastFour}`
            : card.displayName,
          href: cardHref(card.cardId),
          meta: `${statusName(card.status)} (${card.status})`,
        }))}
        link={{
          href: `/cards?status=${WAITING_FOR_ACTIVATION}`,
          label: "All cards waiting for activation",
        }}
      />
      <Tile
        id="blocked-replaced"
        title="Cards blocked or replaced"
        count={blocked.count}
        countLabel={`in the last ${RECENT_DAYS} days`}
        source="From the audit log: blocks and replacements done in this console."
        empty={`No card was blocked or replaced in the last ${RECENT_DAYS} days. Each block or replacement would appear here.`}
        items={blocked.items.map((entry) => ({
          key: entry.id,
          label: `${auditActionLabel(entry.action)}: ${entry.targetId ? nameOf(names, "card", entry.targetId) : "card"}`,
          title: entry.targetId,
          href: cardHref(entry.targetId),
          meta: formatTimestamp(entry.at),
        }))}
        // The list holds every card last seen blocked or replaced, whenever that happened.
        link={{
          href: `/cards?status=${BLOCKED_OR_REPLACED}`,
          label: "All blocked or replaced cards",
        }}
      />
    </TileGroup>
  );
}

/** Cases that need attention now: overdue, and falling due before midnight UTC. */
function CasesTile({ counts }: { counts: NonNullable<HomePageView["cases"]> }) {
  return (
    <Tile
      id="cases"
      title="Cases due"
      count={counts.overdue + counts.due_today}
      countLabel="cases overdue or due today"
      source="From the console's compliance cases; today ends at midnight UTC."
      empty="No open case is overdue or due today."
      items={[
        ...(counts.overdue > 0
          ? [{ key: "overdue", label: `Overdue: ${counts.overdue}`, href: "/cases?view=overdue" }]
          : []),
        ...(counts.due_today > 0
          ? [
              {
                key: "due_today",
                label: `Due today: ${counts.due_today}`,
                href: "/cases?view=due_today",
              },
            ]
          : []),
      ]}
      link={{ href: "/cases?view=open", label: "Open the case inbox" }}
    />
  );
}

async function AmlTile({ queue }: { queue: NonNullable<HomePageView["amlQueue"]> }) {
  const read = await queue;
  if (!read.ok) {
    return (
      <Tile
        id="aml-queue"
        title="AML queue"
        count={null}
        countLabel=""
        source="From the provider's customer search."
        empty={`The queue could not be read: ${read.message}`}
        items={[]}
        link={{ href: "/compliance", label: "Open the compliance queue" }}
      />
    );
  }
  const { total, bands, capped, oldest } = read;
  return (
    <Tile
      id="aml-queue"
      title="AML queue"
      count={total}
      countLabel="customers on hold or rejected"
      source="From the provider's customer search; age is counted from each customer's created date, as the queue orders it."
      empty="The queue is empty. Customers on hold or rejected by the AML check would appear here, oldest first."
      items={
        oldest
          ? [
              {
                key: oldest.customer_id,
                label: `Oldest waiting: ${oldest.first_name} ${oldest.last_name}`,
                href: `/compliance/${encodeURIComponent(oldest.customer_id)}`,
                meta: `since ${formatTimestamp(oldest.created_date)}`,
              },
            ]
          : []
      }
      link={{ href: "/compliance", label: "Open the compliance queue" }}
    >
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
        {amlAgeBands.map((band, i) => (
          <div key={band.label} className="rounded-md bg-slate-50 px-2 py-1.5">
            <dt className="text-xs text-slate-600">{band.label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">
              {capped && i < bands.length - 1 ? "at least " : ""}
              {bands[i]}
            </dd>
          </div>
        ))}
      </dl>
    </Tile>
  );
}

function EveryoneTiles({ view }: { view: HomePageView }) {
  return (
    <TileGroup title="Provider link">
      <Tile
        id="webhook-failures"
        title="Webhook failures"
        count={view.webhooks.count}
        countLabel="in the last 24 hours"
        source="Webhooks of a known type whose content the console could not read."
        empty="No webhook failed in the last 24 hours. A webhook the console could not read would appear here."
        items={view.webhooks.items.map((event) => ({
          key: event.webhookId,
          label: event.title,
          href: view.links.events ? `/events/${encodeURIComponent(event.webhookId)}` : null,
          meta: formatTimestamp(event.receivedAt),
        }))}
        link={view.links.events ? { href: "/events?outcome=failed", label: "Failed events" } : null}
      />
      <Tile
        id="provider-errors"
        title="Provider errors"
        count={view.provider.count}
        countLabel="in the last hour"
        source="From the audit log: actions the provider refused, with its error code."
        empty="The provider refused no action in the last hour. Each refusal, with its code, would appear here."
        items={view.provider.items.map((entry) => ({
          key: entry.id,
          label: `${auditActionLabel(entry.action)}: ${entry.detail ?? ""}`,
          href: view.providerTargets.get(entry.id)?.href ?? null,
          meta: [
            entry.providerCode && `code ${entry.providerCode}`,
            view.providerTargets.get(entry.id)?.label,
            formatTimestamp(entry.at),
          ]
            .filter(Boolean)
            .join(" · "),
        }))}
        link={
          view.links.audit
            ? { href: "/audit?outcome=failure", label: "Failed audit entries" }
            : null
        }
      />
    </TileGroup>
  );
}
