"use server";

import { DRAFT_NOT_YOURS, onboardingDraft } from "@/features/onboarding/lib/draft";
import { saveDraft } from "@/features/onboarding/lib/draft-store";
import { stepIds } from "@/features/onboarding/lib/steps";
import { z } from "@/lib/cams/zod";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";

/**
 * Saves the wizard's draft as the user goes: on every step change, and a moment after typing
 * stops. Onboarding's permission; not audited, since nothing but the user's own unfinished form
 * changes (the customer's creation is).
 */
export const saveOnboardingDraft = defineAction({
  name: "onboarding.draft.save",
  permission: "customers.onboard",
  audited: false,
  schema: z.strictObject({ id: z.uuid(), step: z.enum(stepIds), draft: onboardingDraft }),
  async run({ id, step, draft }, { db, user }) {
    const saved = await saveDraft(db, user.id, { id, step, draft });
    if (!saved)
      throw new ActionRefusal(
        DRAFT_NOT_YOURS,
        "This draft is someone else's: yours is kept apart.",
      );
    return {
      data: { savedAt: saved.updatedAt.toISOString() },
      target: { type: "onboarding_draft", id },
    };
  },
});
