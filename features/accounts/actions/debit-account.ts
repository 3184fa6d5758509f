"use server";

import { creditOrDebit } from "@/features/accounts/lib/credit-or-debit";

/** POST /accounts/{id}/debit: money off the account; more than the balance is 4225064. */
export const debitAccount = creditOrDebit("debit");
