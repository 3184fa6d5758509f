"use server";

import { creditOrDebit } from "@/features/accounts/lib/credit-or-debit";

/** POST /accounts/{id}/credit: money onto the account, with its transaction_code. */
export const creditAccount = creditOrDebit("credit");
