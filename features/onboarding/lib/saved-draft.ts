import type { OnboardingDraft } from "./draft";
import type { StepId } from "./steps";

/** A stored draft as the wizard resumes it. */
export type SavedDraft = {
  id: string;
  draft: OnboardingDraft;
  /** The furthest step reached. */
  step: StepId;
  savedAt: string;
};

/** What the page says of an unfinished draft it offers to continue. */
export type DraftOffer = { id: string; step: StepId; name: string; savedAt: string };
