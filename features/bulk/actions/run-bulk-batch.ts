"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { confirmDefinitions } from "../lib/confirm";

// One confirmation per kind, each asking its kind's own permission (confirmDefinitions). A
// batch confirmed starts at once on this server; one held for approval, once approved.

type Confirmation = { batch_id: string; file_sha256: string };

const confirmOnboarding = defineAction(confirmDefinitions.onboarding);
const confirmCardActions = defineAction(confirmDefinitions.card_actions);
const confirmMoney = defineAction(confirmDefinitions.money);

export async function runOnboardingBatch(input: Confirmation) {
  return confirmOnboarding(input);
}

export async function runCardActionsBatch(input: Confirmation) {
  return confirmCardActions(input);
}

export async function runMoneyBatch(input: Confirmation) {
  return confirmMoney(input);
}
