"use server";

import { debitDefinition } from "@/features/accounts/lib/credit-or-debit";
import { defineAction } from "@/lib/console/actions/define-action";

/** POST /accounts/{id}/debit: money off the account; more than the balance is 4225064. */
export const debitAccount = defineAction(debitDefinition);
