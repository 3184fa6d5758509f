"use server";

import { outgoingCreditTransferDefinition } from "@/features/accounts/lib/movement-definitions";
import { defineAction } from "@/lib/console/actions/define-action";

/** POST /accounts/{id}/outgoing-credit-transfer (or a corporate's): a SEPA credit transfer. */
export const sendOutgoingCreditTransfer = defineAction(outgoingCreditTransferDefinition);
