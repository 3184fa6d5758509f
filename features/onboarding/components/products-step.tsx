"use client";

import { useFormContext } from "react-hook-form";
import { newCardFor, type OnboardingDraft } from "@/features/onboarding/lib/draft";
import { Part } from "./form-controls";
import { AccountRows, CardRows } from "./product-rows";

/** Step 4: any number of accounts and cards, all opened by the same POST /customers. */
export function ProductsStep() {
  const { getValues } = useFormContext<OnboardingDraft>();
  // A new card is prefilled from what the earlier steps hold: the name, and the Home address.
  const newCard = () => newCardFor(getValues());

  return (
    <div className="space-y-8">
      <Part
        title="Accounts"
        description="Each account is opened in its currency. None is needed to onboard a customer."
      >
        <AccountRows />
      </Part>

      <Part
        title="Cards"
        description="A new card is filled in from the customer's name and Home address; change what should differ."
      >
        <CardRows newCard={newCard} />
      </Part>
    </div>
  );
}
