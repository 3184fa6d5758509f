"use server";

import { creditDefinition } from "@/features/accounts/lib/credit-or-debit";
import { defineAction } from "@/lib/console/actions/define-action";

/** POST /accounts/{id}/credit: money onto the account, with its transaction_code. */
export const creditAccount = defineAction(creditDefinition);
