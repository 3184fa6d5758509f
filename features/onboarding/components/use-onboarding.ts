"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
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
import {
  errorPaths,
  firstRefusedField,
  onboardingSteps,
  REVIEW_STEP,
  stepOfField,
} from "@/features/onboarding/lib/steps";
import type { customerCreateRequest } from "@/lib/cams";
import type { PartialCreation } from "./partial-result";

type CustomerCreate = z.output<typeof customerCreateRequest>;
export const STEP_HEADING = "step-heading";
export const REFUSAL = "refusal";

/**
 * The wizard's state: one react-hook-form over the whole request, the step on screen, and the
 * submit. The draft lives here, in the browser, across steps and refusals; a refused field
 * (by the browser or the provider) brings the user to its step and focuses it.
 */
export function useOnboarding(onPartial: (created: PartialCreation) => void) {
  const router = useRouter();
  const toaster = useToaster();
  const form = useForm<OnboardingDraft, unknown, CustomerCreate>({
    resolver: zodResolver(onboardingRequest),
    defaultValues: emptyDraft(),
    // Checked when the user asks to go on (Next, Create), then again as a marked field changes:
    // never on blur, where a message appearing would move the button being clicked.
    mode: "onSubmit",
    shouldFocusError: false,
  });
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [focus, setFocus] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [refusal, setRefusal] = useState<string | null>(null);

  // Focus once the step is on screen: its fields mount only then.
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const show = (target: number, path: string = STEP_HEADING) => {
    setStep(target);
    setReached((furthest) => Math.max(furthest, target));
    setFocus(path);
  };

  const landOn = (paths: string[]) => {
    const first = firstRefusedField(paths);
    if (first) show(first.step, first.path === "root" ? REFUSAL : first.path);
  };

  const next = async () => {
    const fields = onboardingSteps[step]!.fields as readonly Path<OnboardingDraft>[];
    if (await form.trigger([...fields])) return show(step + 1);
    landOn(errorPaths(form.formState.errors).filter((path) => stepOfField(path) === step));
  };

  const send = (request: CustomerCreate) =>
    startTransition(async () => {
      setRefusal(null);
      const result = await createCustomer(request);
      if (!result.ok) {
        const { root, ...fields } = refusedFields(result, request);
        for (const [path, message] of Object.entries(fields)) {
          form.setError(path as Path<OnboardingDraft>, { type: "server", message });
        }
        // Said in the page rather than a toast, which would cover the wizard's buttons.
        setRefusal([result.message, root].filter(Boolean).join(" "));
        const paths = Object.keys(fields);
        return landOn(paths.length > 0 ? paths : ["root"]);
      }
      const customer = result.data;
      const accounts = bulkOutcome(request.accounts ?? [], customer.accounts ?? []);
      const cards = bulkOutcome(request.cards ?? [], customer.cards ?? []);
      if (missingPositions(accounts).length + missingPositions(cards).length > 0) {
        return onPartial({ customer, accounts, cards });
      }
      // A customer the AML check holds is still created (201); say so rather than hide it.
      const held =
        customer.status && customer.status !== "Active" ? `, status ${customer.status}` : "";
      toaster.success(`${customer.first_name} ${customer.last_name} is onboarded${held}.`);
      router.push(`/customers/${encodeURIComponent(customer.customer_id)}`);
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

  return { form, step, reached, pending, refusal, show, onSubmit };
}
