"use server";

import { transferDefinition } from "@/features/accounts/lib/movement-definitions";
import { defineAction } from "@/lib/console/actions/define-action";

/** POST /accounts/{id}/transfer/{creditor_account_id}: between two accounts of one customer. */
export const transferBalance = defineAction(transferDefinition);
