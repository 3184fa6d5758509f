import { fromMinorUnits } from "@/lib/cams";
import type { Account, Transaction } from "../../tables/ledger";

/** An account as the interface shows it: amounts in major units, ids as `<kind>_id`. */
export function accountView(account: Account) {
  return {
    account_id: account.id,
    ...(account.customerId ? { customer_id: account.customerId } : {}),
    ...(account.corporateId ? { corporate_id: account.corporateId } : {}),
    currency: account.currency,
    balance: fromMinorUnits(account.balanceMinor, account.currency),
    status: account.status,
    account_identifier: account.accountIdentifier,
    account_identifier_status: account.accountIdentifierStatus,
  };
}

/** A transaction as lists show it. `account_currency` is the account's, which may differ. */
export function transactionView(row: Transaction, accountCurrency: string | null) {
  return {
    transaction_id: row.id,
    account_id: row.accountId,
    card_id: row.cardId,
    cardholder_id: row.cardholderId,
    // Always positive; `direction` says which way the money went.
    amount: fromMinorUnits(row.amountMinor, row.currency),
    direction: row.direction,
    currency: row.currency,
    account_currency: accountCurrency,
    // Omitted where none of the spec's values applies (card authorizations).
    ...(row.processingCodeType ? { processing_code_type: row.processingCodeType } : {}),
    transaction_code: row.transactionCode,
    response_code: row.responseCode,
    status: row.status,
    description: row.description,
    end_to_end_id: row.endToEndId,
    payment_status: row.paymentStatus,
    balance:
      row.balanceAfterMinor === null ? null : fromMinorUnits(row.balanceAfterMinor, row.currency),
    created_date: row.createdAt.toISOString(),
  };
}

/** Details add what only the single-transaction view carries; never merchant_id or network_response_code. */
export function transactionDetailsView(row: Transaction, accountCurrency: string | null) {
  return {
    ...transactionView(row, accountCurrency),
    posting_response_code: row.postingResponseCode,
    card_acceptor_id: row.cardAcceptorId,
    reason_code: row.reasonCode,
    counterparty: row.counterparty,
  };
}
