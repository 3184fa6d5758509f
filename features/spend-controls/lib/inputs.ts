import {
  resourceId,
  simulateCardAuthorizationRequest,
  spendControlPatchRequest,
  updateSpendControlRequest,
} from "@/lib/cams";
import { z } from "@/lib/cams/zod";

// The actions' inputs: the card the page is about (a group applies to every card of its bin,
// and the console records the card it was created or seen from), and the interface's own body.

export const createSpendControlInput = z.object({
  card_id: resourceId,
  rules: updateSpendControlRequest,
});

export const changeSpendControlInput = z.object({
  card_id: resourceId,
  id: resourceId,
  changes: spendControlPatchRequest,
});

export const replaceSpendControlInput = z.object({
  card_id: resourceId,
  id: resourceId,
  rules: updateSpendControlRequest,
});

export const cardAuthorizationInput = z.object({
  card_id: resourceId,
  authorization: simulateCardAuthorizationRequest,
});
