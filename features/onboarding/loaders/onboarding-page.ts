import "server-only";
import { randomUUID } from "node:crypto";
import { redirect } from "next/navigation";
import type { SearchParams } from "nuqs/server";
import { requirePagePermission } from "@/lib/console/auth/session";
import { isOthersDraft, latestDraft, readDraft, type StoredDraft } from "../lib/draft-store";
import { onboardingOptions } from "../lib/options";
import type { DraftOffer, SavedDraft } from "../lib/saved-draft";
import { loadOnboardingParams, onboardingUrl } from "../lib/search-params";
import { stepIds, stepIndex } from "../lib/steps";

const saved = ({ id, draft, step, updatedAt }: StoredDraft): SavedDraft => ({
  id,
  draft,
  step,
  savedAt: updatedAt.toISOString(),
});

/**
 * A role without the permission gets a real 403, not a wizard whose submit fails. The URL's
 * draft is read for its owner only (anyone else is sent to a wizard of their own). Without one,
 * the owner's latest unfinished draft is offered, and `freshId` names the draft a fresh start
 * would make; with none to offer, the page is a new draft's at once. Nothing is stored until
 * the form holds input.
 */
export async function loadOnboardingPage(searchParams: Promise<SearchParams>) {
  const { db, user } = await requirePagePermission("customers.onboard");
  const { draft: id, step } = await loadOnboardingParams(searchParams);
  const stored = id ? await readDraft(db, user.id, id) : null;
  // Someone else's draft (a shared link) is theirs alone: this user starts from their own.
  if (id && !stored && (await isOthersDraft(db, user.id, id))) redirect("/customers/new");
  // The URL names the draft and a step it reached before the page is drawn: the browser then
  // never rewrites it while the router is starting, which would leave a Back entry it ignores.
  const reached = stored?.step ?? stepIds[0];
  if (id && (!step || stepIndex(step) > stepIndex(reached))) redirect(onboardingUrl(id, reached));
  const latest = id ? null : await latestDraft(db, user.id);
  if (!id && !latest) redirect(onboardingUrl(randomUUID(), stepIds[0]));
  const offer: DraftOffer | null = latest && {
    id: latest.id,
    step: latest.step,
    name: `${latest.draft.first_name} ${latest.draft.last_name}`.trim(),
    savedAt: latest.updatedAt.toISOString(),
  };
  return {
    options: onboardingOptions(),
    draft: stored && saved(stored),
    offer,
    freshId: randomUUID(),
  };
}

export type OnboardingPageView = Awaited<ReturnType<typeof loadOnboardingPage>>;
