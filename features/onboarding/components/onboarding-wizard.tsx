"use client";

import { useQueryStates } from "nuqs";
import { type ReactNode, useState } from "react";
import { FormProvider } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { OnboardingOptions } from "@/features/onboarding/lib/options";
import type { DraftOffer as Offer, SavedDraft } from "@/features/onboarding/lib/saved-draft";
import { onboardingParams } from "@/features/onboarding/lib/search-params";
import { onboardingSteps, REVIEW_STEP } from "@/features/onboarding/lib/steps";
import { ContactStep } from "./contact-step";
import { DraftOffer } from "./draft-offer";
import { DraftStatus } from "./draft-status";
import { OptionsContext } from "./form-controls";
import { IdentityStep } from "./identity-step";
import { KycStep } from "./kyc-step";
import { type PartialCreation, PartialResult } from "./partial-result";
import { ProductsStep } from "./products-step";
import { ReviewStep } from "./review-step";
import { StepProblems } from "./step-problems";
import { latestKnown } from "./use-draft-autosave";
import { REFUSAL, STEP_HEADING, useOnboarding, type WizardStart } from "./use-onboarding";
import { WizardStepper } from "./wizard-stepper";

const descriptions = [
  "Who the customer is. The KYC level decides what the next steps require.",
  "Identification documents, birth country and risk profile.",
  "Where the customer lives and how to call them.",
  "The accounts and cards to open with the customer, in the same request.",
  "Check everything, then create the customer.",
];

function Wizard(props: WizardStart) {
  const { form, step, reached, pending, refusal, problems, draft, show, onSubmit } =
    useOnboarding(props);
  const steps: ReactNode[] = [
    <IdentityStep key="identity" />,
    <KycStep key="kyc" />,
    <ContactStep key="contact" />,
    <ProductsStep key="products" />,
    <ReviewStep key="review" onEdit={(target) => show(target)} />,
  ];
  return (
    <FormProvider {...form}>
      <WizardStepper current={step} reached={reached} onSelect={(target) => show(target)} />
      <form onSubmit={onSubmit} noValidate className="max-w-4xl">
        <section
          aria-labelledby={STEP_HEADING}
          className="rounded-lg bg-white p-6 ring-1 ring-slate-200"
        >
          <h2
            id={STEP_HEADING}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 outline-none"
          >
            Step {step + 1} of {onboardingSteps.length}: {onboardingSteps[step]!.title}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{descriptions[step]}</p>
          {refusal && (
            <p
              id={REFUSAL}
              tabIndex={-1}
              role="alert"
              className="mb-6 rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
            >
              Nothing was created. {refusal}
            </p>
          )}
          <StepProblems paths={problems} />
          {steps[step]}
        </section>
        <div className="mt-4 flex items-center justify-between gap-4">
          <Button variant="secondary" onClick={() => show(step - 1)} disabled={step === 0}>
            Back
          </Button>
          <DraftStatus savedAt={draft.savedAt} unsaved={draft.unsaved} problem={draft.problem} />
          {step < REVIEW_STEP ? (
            <Button type="submit">Next: {onboardingSteps[step + 1]!.title}</Button>
          ) : (
            <Button type="submit" pending={pending}>
              Create customer
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * The onboarding wizard on the draft its URL names (the page's own draft when it names none),
 * then, after a partial creation (206), its result screen. Opened without a draft while an
 * unfinished one is kept, it first offers to continue that one or start fresh.
 */
export function OnboardingWizard({
  options,
  draft,
  offer,
  freshId,
}: {
  options: OnboardingOptions;
  draft: SavedDraft | null;
  offer: Offer | null;
  freshId: string;
}) {
  const [partial, setPartial] = useState<PartialCreation | null>(null);
  const [url, setUrl] = useQueryStates(onboardingParams);
  const id = url.draft ?? freshId;
  const content = partial ? (
    <PartialResult created={partial} />
  ) : !url.draft && offer ? (
    <DraftOffer
      offer={offer}
      onFresh={() => void setUrl({ draft: freshId, step: "identity" }, { history: "push" })}
    />
  ) : (
    // A new draft id is a new form: nothing of another draft carries over.
    <Wizard
      key={id}
      id={id}
      start={latestKnown(id, draft?.id === id ? draft : null)}
      onPartial={setPartial}
    />
  );
  return <OptionsContext.Provider value={options}>{content}</OptionsContext.Provider>;
}
