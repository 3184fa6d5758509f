import "server-only";
import type { ApprovableAction } from "@/lib/console/approvals/preview";
import { previewMovement } from "./approval-preview";
import { creditDefinition, debitDefinition } from "./credit-or-debit";
import { outgoingCreditTransferDefinition, transferDefinition } from "./movement-definitions";

/** The money actions a four-eyes approval can run, each with its preview. */
export const approvableMoneyActions: ApprovableAction[] = [
  { definition: creditDefinition, preview: (payload) => previewMovement(1, payload) },
  { definition: debitDefinition, preview: (payload) => previewMovement(-1, payload) },
  { definition: transferDefinition, preview: (payload) => previewMovement(-1, payload) },
  {
    definition: outgoingCreditTransferDefinition,
    preview: (payload) => previewMovement(-1, payload),
  },
];
