import "server-only";
import { notFound } from "next/navigation";
import { latestVerification } from "@/features/events/server";
import { LATEST_TRANSACTIONS } from "@/features/transactions";
import { customerHold } from "@/lib/cams";
import { isCamsError } from "@/lib/cams/client";
import { policiesForForms } from "@/lib/console/approvals/store";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCard } from "@/lib/console/directory";
import { onSandbox } from "@/lib/console/on-sandbox";
import { readOrExplain } from "@/lib/console/read-or-explain";

/**
 * The card page: the permission first (a real 403 before anything streams), then the card, its
 * latest transactions and its status history, asked for at once. The history streams in.
 */
export async function loadCardPage(cardId: string) {
  const { user, db } = await requirePagePermission("cards.view");
  const client = camsClient();
  const history = onSandbox()
    ? readOrExplain(db, client.call("getCardStatusHistory", { params: { card_id: cardId } }))
    : null;
  // Awaited by the page's history section; a 404 below must not leave it unhandled meanwhile.
  history?.catch(() => undefined);
  const read = await Promise.all([
    client.call("getCard", { params: { card_id: cardId } }),
    client.call("listCardTransactions", {
      params: { card_id: cardId },
      query: { page_number: 1, page_size: LATEST_TRANSACTIONS },
    }),
  ]).catch((error: unknown) => {
    // The provider answers 404 for an unknown or malformed id alike.
    if (isCamsError(error) && error.httpStatus === 404) notFound();
    // A refusal such as 4220006 (card taken off its customer) is worth reading, not a crash.
    if (isCamsError(error)) return error;
    throw error;
  });
  if (isCamsError(read)) return { ok: false as const, refusal: read.message };
  const [card, transactions] = read;
  await recordSeenQuietly(db, [seenCard(card)]);
  const [holder, policies] = await Promise.all([
    cardHolder(db, card.customer_id),
    policiesForForms(db, ["card_replace"]),
  ]);
  // Buttons a role cannot use are hidden; the actions refuse them anyway.
  const manage = can(user.role, "cards.manage");
  return {
    ok: true as const,
    card,
    transactions: transactions.transactions,
    history,
    manage,
    canSimulate: manage && onSandbox(),
    holder,
    /** The replacement's four-eyes policy: its confirmation says when it will wait. */
    replacePolicy: policies.card_replace ?? null,
  };
}

/**
 * The card's customer when the provider holds them (AML hold or rejection): the page says so
 * at the top, and a replacement, which the provider would refuse, is not offered. Best-effort:
 * a customer that cannot be read leaves the page as it is, and the provider still refuses.
 */
async function cardHolder(db: Parameters<typeof latestVerification>[0], customerId?: string) {
  if (!customerId) return null;
  const customer = await camsClient()
    .call("getCustomer", { params: { customer_id: customerId } })
    .catch(() => null);
  const hold = customerHold(customer?.status);
  if (!customer || !hold) return null;
  const verification = await latestVerification(db, customerId);
  return {
    name: `${customer.first_name} ${customer.last_name}`,
    hold,
    verification: verification && {
      status: verification.status,
      reportedAt: verification.eventCreatedAt,
    },
  };
}

export type CardPageView = Awaited<ReturnType<typeof loadCardPage>>;
export type StatusHistoryRead = Extract<CardPageView, { ok: true }>["history"];
