"use server";

import { after } from "next/server";
import { defineAction } from "@/lib/console/actions/define-action";
import type { ActionResult, AwaitingApproval } from "@/lib/console/actions/result";
import { executorHolder } from "@/lib/console/background";
import { getDb } from "@/lib/db";
import { confirmDefinitions } from "../lib/confirm";
import { runDueBatches } from "../lib/executor";

type Confirmation = { batch_id: string; file_sha256: string };

// One confirmation per kind, each asking its kind's own permission (confirmDefinitions).
const confirmOnboarding = defineAction(confirmDefinitions.onboarding);
const confirmCardActions = defineAction(confirmDefinitions.card_actions);
const confirmMoney = defineAction(confirmDefinitions.money);

/**
 * Once confirmed, this server starts the work after the answer is sent (`after`), so the page
 * shows progress at once rather than at the periodic executor's next turn. A batch held for
 * approval starts when it is approved.
 */
function started<R extends ActionResult<unknown> | AwaitingApproval>(result: R): R {
  if (result.ok && !("pending" in result && result.pending)) {
    try {
      after(async () => runDueBatches(await getDb(), executorHolder()));
    } catch {
      // Outside a request (a script, a test): the periodic executor starts it.
    }
  }
  return result;
}

export async function runOnboardingBatch(input: Confirmation) {
  return started(await confirmOnboarding(input));
}

export async function runCardActionsBatch(input: Confirmation) {
  return started(await confirmCardActions(input));
}

export async function runMoneyBatch(input: Confirmation) {
  return started(await confirmMoney(input));
}
