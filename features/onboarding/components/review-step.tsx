"use client";

import { useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Facts } from "@/components/ui/detail-section";
import { enumLabel } from "@/components/ui/enum-options";
import type { AddressLinesDraft, OnboardingDraft } from "@/features/onboarding/lib/draft";
import { onboardingSteps } from "@/features/onboarding/lib/steps";

const oneLine = (address: Partial<AddressLinesDraft>) =>
  [
    address.line_1,
    address.line_2,
    address.line_3,
    address.postal_code,
    address.city,
    address.country,
  ]
    .filter(Boolean)
    .join(", ");

type Item = [label: string, value: string];

function Summary({
  step,
  onEdit,
  items,
}: {
  step: number;
  onEdit: (step: number) => void;
  items: Item[];
}) {
  const title = onboardingSteps[step]!.title;
  return (
    <section aria-label={title} className="rounded-md border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <Button
          variant="ghost"
          onClick={() => onEdit(step)}
          aria-label={`Edit ${title.toLowerCase()}`}
        >
          Edit
        </Button>
      </div>
      <Facts items={items} />
    </section>
  );
}

const list = (items: string[]) => (items.length ? items.join("; ") : "None");

/** Step 5: everything the request will carry, with a way back to each step. */
export function ReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const { getValues } = useFormContext<OnboardingDraft>();
  const draft = getValues();
  const risk = Object.values(draft.risk_profile).filter(Boolean).map(enumLabel);
  const summaries: Item[][] = [
    [
      ["KYC level", draft.kyc_level],
      ["Name", `${draft.first_name} ${draft.last_name}`],
      ["Nationality", draft.nationality],
      ["Date of birth", draft.date_of_birth],
      ["Email", draft.email],
    ],
    [
      [
        "Identifications",
        list(draft.identifications.map((i) => `${enumLabel(i.type)} ${i.value}`)),
      ],
      ["Birth country", draft.birth_country],
      ["Risk profile", list(risk)],
    ],
    [
      ...draft.addresses.map(
        (a, index): Item => [`${a.type || `Address ${index + 1}`} address`, oneLine(a)],
      ),
      ["Mobile", draft.mobile_number],
      ["Landline", draft.landline_number],
    ],
    [
      [
        "Accounts",
        list(
          draft.accounts.map(
            (a) => `${a.currency}${a.assign_account_identifier ? " with IBAN" : ""}`,
          ),
        ),
      ],
      [
        "Cards",
        list(draft.cards.map((c) => `${c.emboss_name}, to ${oneLine(c.carrier_delivery_address)}`)),
      ],
    ],
  ];
  return (
    <div className="space-y-4">
      {summaries.map((items, step) => (
        <Summary key={onboardingSteps[step]!.id} step={step} onEdit={onEdit} items={items} />
      ))}
      <p className="text-sm text-slate-600">
        The customer, its accounts and its cards are sent in one request. If the provider creates
        the customer but not every account or card, the next screen says which, and lets you retry
        the missing ones.
      </p>
    </div>
  );
}
