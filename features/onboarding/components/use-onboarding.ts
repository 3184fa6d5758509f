"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useQueryStates } from "nuqs";
import { useEffect, useState, useTransition } from "react";
import { type FieldErrors, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { useToaster } from "@/components/ui/toaster";
import { createCustomer } from "@/features/onboarding/actions/create-customer";
import { bulkOutcome, missingPositions } from "@/features/onboarding/lib/bulk-outcome";
import {
  emptyDraft,
  type OnboardingDraft,
  onboardingRequest,
} from "@/features/onboarding/lib/draft";
import { refusedFields } from "@/features/onboarding/lib/refused-fields";
import type { SavedDraft } from "@/features/onboarding/lib/saved-draft";
import { onboardingParams } from "@/features/onboarding/lib/search-params";
import {
  errorPaths,
  firstRefusedField,
  onboardingSteps,
  REVIEW_STEP,
  type StepId,
  stepIds,
  stepIndex,
  stepOfField,
} from "@/features/onboarding/lib/steps";
import type { customerCreateRequest } from "@/lib/cams";
import type { PartialCreation } from "./partial-result";
import { useDraftAutosave } from "./use-draft-autosave";
import { useLeaveGuard } from "./use-leave-guard";

type CustomerCreate = z.output<typeof customerCreateRequest>;
export const STEP_HEADING = "step-heading";
export const REFUSAL = "refusal";

const LEAVE_QUESTION =
  "Your latest input in this onboarding is not saved yet. Leave the page and lose it?";

/**
 * The wizard's state: one react-hook-form over the whole request, the step on screen (in the
 * URL, so reload, Back and Forward keep it), the draft saved as the user goes, and the submit.
 * A refused field (by the browser or the provider) brings the user to its step, lists it at the
 * top of the step and focuses it.
 */
export type WizardStart = {
  id: string;
  /** The draft to continue, or null for a new one. */
  start: SavedDraft | null;
  onPartial: (created: PartialCreation) => void;
};

export function useOnboarding({ id, start, onPartial }: WizardStart) {
  const router = useRouter();
  const toaster = useToaster();
  const form = useForm<OnboardingDraft, unknown, CustomerCreate>({
    resolver: zodResolver(onboardingRequest),
    defaultValues: start?.draft ?? emptyDraft(),
    // Checked when the user asks to go on (Next, Create), then again as a marked field changes:
    // never on blur, where a message appearing would move the button being clicked.
    mode: "onSubmit",
    shouldFocusError: false,
  });
  const [url, setUrl] = useQueryStates(onboardingParams);
  const [reached, setReached] = useState(stepIndex(start?.step));
  // A step not reached yet (a hand-edited URL, a draft saved before it got there) is not shown.
  const step = Math.min(stepIndex(url.step), reached);
  const [focus, setFocus] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ step: number; paths: string[] } | null>(null);
  const [pending, startTransition] = useTransition();
  const [refusal, setRefusal] = useState<string | null>(null);
  const draft = useDraftAutosave(form, {
    id,
    reached: stepIds[reached]!,
    savedAt: start?.savedAt ?? null,
  });
  useLeaveGuard(draft.unsaved, LEAVE_QUESTION);

  // The URL always names this draft and the step shown; correcting it adds no history entry.
  useEffect(() => {
    if (url.draft !== id || url.step !== stepIds[step])
      void setUrl({ draft: id, step: stepIds[step] }, { history: "replace" });
  }, [url.draft, url.step, id, step, setUrl]);

  // Back and Forward move between steps. The router does not always pass a history entry's
  // query on after a reload (the entry was made by the page before it), so the step is also
  // taken from the address itself.
  useEffect(() => {
    const onPopState = () => {
      const shown = new URLSearchParams(window.location.search).get("step");
      if (shown && shown !== url.step && stepIds.includes(shown as StepId))
        void setUrl({ step: shown as StepId }, { history: "replace" });
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [url.step, setUrl]);

  // Focus once the step is on screen: its fields mount only then.
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const show = (target: number, path: string = STEP_HEADING) => {
    setReached((furthest) => Math.max(furthest, target));
    // Each step is a history entry: Back returns to the step before.
    if (target !== step) void setUrl({ draft: id, step: stepIds[target] }, { history: "push" });
    setRefused(null);
    setFocus(path);
    // Moving between steps saves what was typed at once (a new step reached is saved with it).
    void draft.saveNow();
  };

  const landOn = (paths: string[]) => {
    const first = firstRefusedField(paths);
    if (!first) return;
    show(first.step, first.path === "root" ? REFUSAL : first.path);
    setRefused({ step: first.step, paths: paths.filter((p) => stepOfField(p) === first.step) });
  };

  const next = async () => {
    const fields = onboardingSteps[step]!.fields as readonly Path<OnboardingDraft>[];
    if (await form.trigger([...fields])) return show(step + 1);
    landOn(errorPaths(form.formState.errors).filter((path) => stepOfField(path) === step));
  };

  const send = (request: CustomerCreate) =>
    startTransition(async () => {
      setRefusal(null);
      // Nothing more is saved: the draft goes with the customer's creation.
      draft.close();
      const result = await createCustomer({ draft: id, request });
      if (!result.ok) {
        draft.reopen();
        const { root, ...fields } = refusedFields(result, request);
        for (const [path, message] of Object.entries(fields)) {
          form.setError(path as Path<OnboardingDraft>, { type: "server", message });
        }
        // Said in the page rather than a toast, which would cover the wizard's buttons.
        setRefusal([result.message, root].filter(Boolean).join(" "));
        const paths = Object.keys(fields);
        return landOn(paths.length > 0 ? paths : ["root"]);
      }
      draft.forget();
      const customer = result.data;
      const accounts = bulkOutcome(request.accounts ?? [], customer.accounts ?? []);
      const cards = bulkOutcome(request.cards ?? [], customer.cards ?? []);
      if (missingPositions(accounts).length + missingPositions(cards).length > 0) {
        return onPartial({ customer, accounts, cards });
      }
      // A customer the AML check holds is still created (201); say so rather than hide it.
      const held =
        customer.status && customer.status !== "Active" ? `, status ${customer.status}` : "";
      // The message shows with the new customer's page (one transition), not over the form.
      startTransition(() => {
        toaster.success(`${customer.first_name} ${customer.last_name} is onboarded${held}.`);
        router.push(`/customers/${encodeURIComponent(customer.customer_id)}`);
      });
    });

  const submit = form.handleSubmit(send, (errors: FieldErrors<OnboardingDraft>) =>
    landOn(errorPaths(errors)),
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (step < REVIEW_STEP) {
      event.preventDefault();
      void next();
    } else void submit(event);
  };

  const problems = refused?.step === step ? refused.paths : [];
  return { form, step, reached, pending, refusal, problems, draft, show, onSubmit };
}
