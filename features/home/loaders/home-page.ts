import "server-only";
import { redirect } from "next/navigation";
import { auditTargets } from "@/features/audit/server";
import { caseCounts, escalateOverdue } from "@/features/cases/server";
import { queueStatuses } from "@/features/compliance/server";
import { getCurrentUser } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { consoleNow } from "@/lib/console/clock";
import { type Party, partyNames } from "@/lib/console/directory";
import { readOrExplain } from "@/lib/console/read-or-explain";
import { requestLocale } from "@/lib/console/request-locale";
import { getDb } from "@/lib/db";
import { amlQueueByAge } from "../lib/aml-ages";
import { sepaTransfers } from "../lib/sepa-transfers";
import {
  cardsAwaitingActivation,
  cardsBlockedOrReplaced,
  providerErrors,
  recentCustomersHref,
  recentOnboardings,
  unfinishedOnboardings,
  webhookFailures,
} from "../lib/tiles";
import { homeTilesFor } from "../lib/tiles-by-role";

/** Only the tiles a role sees are read; the others stay null. */
const when = <T>(shown: boolean, read: () => Promise<T>) =>
  shown ? read() : Promise.resolve(null);

/**
 * The home page: what needs doing, per role. Every tile's read starts at once; the database
 * ones answer together, the AML queue (the provider's) streams in on its own.
 */
export async function loadHomePage() {
  await requestLocale();
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  const db = await getDb();
  const now = new Date();
  const shown = homeTilesFor(user.role);
  const amlQueue = shown.compliance
    ? readOrExplain(
        db,
        amlQueueByAge(
          (query) => camsClient().call("searchCustomers", { query }),
          queueStatuses,
          now,
        ),
      )
        .then((read) => (read.ok ? read.data : read))
        // One tile the provider cannot feed (down, unreachable) must not take the page with it.
        .catch((error: unknown) => {
          console.error("[home] AML queue", error);
          return {
            ok: false as const,
            message: "The provider could not be reached. Try again later.",
          };
        })
    : null;
  const [onboardings, unfinished, transfers, awaiting, blocked, webhooks, provider, cases] =
    await Promise.all([
      when(shown.manager, () => recentOnboardings(db, now)),
      when(shown.manager, () => unfinishedOnboardings(db)),
      when(shown.manager, () => sepaTransfers(db, now)),
      when(shown.support, () => cardsAwaitingActivation(db)),
      when(shown.support, () => cardsBlockedOrReplaced(db, now)),
      webhookFailures(db, now),
      providerErrors(db, now),
      when(shown.cases, async () => {
        // Cases run on the console's clock, which a demo may shift (lib/console/clock.ts).
        const caseNow = await consoleNow(db);
        await escalateOverdue(db, caseNow);
        return caseCounts(db, user.id, caseNow);
      }),
    ]);
  // The tiles name what they list (a customer by name, an account by IBAN and holder, a card by
  // its last four and holder): one read of the directory for all of them.
  const parties: Party[] = [
    ...(onboardings?.items ?? []).flatMap((entry) =>
      entry.customerId ? [{ kind: "customer" as const, id: entry.customerId }] : [],
    ),
    ...(unfinished?.items ?? []).map((row) => ({ kind: "customer" as const, id: row.customerId })),
    ...(transfers?.items ?? []).flatMap((row) =>
      row.accountId ? [{ kind: "account" as const, id: row.accountId }] : [],
    ),
    ...(blocked?.items ?? []).flatMap((entry) =>
      entry.targetId ? [{ kind: "card" as const, id: entry.targetId }] : [],
    ),
  ];
  // The provider errors tile's targets as the audit page shows them: any kind, named in one read.
  const [names, providerTargets] = await Promise.all([
    partyNames(db, parties).then((named) => Object.fromEntries(named)),
    auditTargets(db, provider.items),
  ]);
  return {
    role: user.role,
    names,
    links: {
      events: shown.eventsLink,
      audit: shown.auditLink,
      recentCustomers: recentCustomersHref(now),
    },
    onboardings,
    unfinished,
    transfers,
    awaiting,
    blocked,
    webhooks,
    provider,
    providerTargets,
    amlQueue,
    cases,
  };
}

export type HomePageView = Awaited<ReturnType<typeof loadHomePage>>;
