import "server-only";
import { inArray } from "drizzle-orm";
import type { WebhookEventRow } from "@/features/events/lib/list-events";
import {
  type NamedParty,
  namedParty,
  namesOf,
  type OwnedParty,
} from "@/lib/console/directory/named-parties";
import type { Db } from "@/lib/db";
import { moneyMovements } from "@/lib/db/schema";

/** Who an event is about, named: the customer it reports, the account a payment moved. */
export type EventParties = { customer: NamedParty | null; account: NamedParty | null };

/**
 * The parties of a page of events, keyed by webhook-id: a payment's account is the one the
 * console moved money from under that transaction; names come from one directory read, with
 * the provider asked (bounded) for what the directory has not seen.
 */
export async function eventParties(
  db: Db,
  events: readonly Pick<WebhookEventRow, "webhookId" | "customerId" | "transactionId">[],
) {
  const transactionIds = events.flatMap((e) => (e.transactionId ? [e.transactionId] : []));
  const movements =
    transactionIds.length === 0
      ? []
      : await db
          .select({
            transactionId: moneyMovements.transactionId,
            accountId: moneyMovements.accountId,
            ownerKind: moneyMovements.ownerKind,
            ownerId: moneyMovements.ownerId,
          })
          .from(moneyMovements)
          .where(inArray(moneyMovements.transactionId, transactionIds));
  const accountOf = new Map<string, OwnedParty>(
    movements.map((m) => [
      m.transactionId ?? "",
      { kind: "account", id: m.accountId, owner: { kind: m.ownerKind, id: m.ownerId } },
    ]),
  );
  const about = events.map((e) => ({
    webhookId: e.webhookId,
    customer: e.customerId ? ({ kind: "customer", id: e.customerId } as const) : null,
    account: (e.transactionId && accountOf.get(e.transactionId)) || null,
  }));
  const names = await namesOf(
    db,
    about.flatMap(({ customer, account }) => [customer, account].filter((p) => p !== null)),
  );
  return new Map<string, EventParties>(
    about.map(({ webhookId, customer, account }) => [
      webhookId,
      {
        customer: customer && namedParty(customer, names),
        account: account && namedParty(account, names),
      },
    ]),
  );
}
