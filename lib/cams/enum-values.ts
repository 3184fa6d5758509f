// Value sets named by the spec or decided by the sandbox contract, as plain constants: the
// browser reads them (options, filters, labels) on pages that build no schema, so no zod here.
// Their request and response schemas are in enums.ts.

export const kycLevels = ["Anonymous", "SDD", "KYC", "KYB"] as const;

// biome-ignore format: value table
export const professions = [
  "Director_Owner", "Executive", "Manager", "Employee_Worker", "SelfEmployed", "Student",
  "Retiree", "Unemployed", "TemporaryEmployee",
] as const;
// biome-ignore format: value table
export const accountPurposes = [
  "ReceiveSocialWelfare", "ReceiveSalary", "PayBills", "PersonalExpenses", "BusinessIncome",
  "MoneyTransfers", "Abroad", "Gaming_Betting", "POSPurchases", "Savings", "Cryptocurrency",
  "TravelExpenses", "BusinessExpenses",
] as const;
// biome-ignore format: value table
export const monthlyIncomes = [
  "LessThan500", "501To1000", "1001To1500", "1501To2000", "2001To3000", "GreaterThan3000",
] as const;

// biome-ignore format: value table
/** Values follow the transaction_code of the credit or debit that produced the transaction. */
export const transactionCodes = [
  "AccountLoad", "CreditCardLoad", "DebitCardLoad", "CashLoad", "SepaIncomingPayment",
  "SepaOutgoingPayment", "VoucherLoad",
] as const;
export type TransactionCode = (typeof transactionCodes)[number];

export const processingCodeTypes = [
  "AccountLoad",
  "CashLoad",
  "CreditCardLoad",
  "DebitCardLoad",
  "VoucherLoad",
  "SepaIncomingPayment",
  "SepaOutgoingPayment",
  "SepaDirectDebit",
  "SepaDirectDebitReversal",
  // Returned on corporate account transactions only.
  "SepaIncomingPaymentAdjustment",
  "SepaOutgoingPaymentAdjustment",
] as const;
export type ProcessingCodeType = (typeof processingCodeTypes)[number];

export const processingCodeTypeOf = {
  AccountLoad: "AccountLoad",
  CreditCardLoad: "CreditCardLoad",
  DebitCardLoad: "DebitCardLoad",
  CashLoad: "CashLoad",
  SepaIncomingPayment: "SepaIncomingPayment",
  SepaOutgoingPayment: "SepaOutgoingPayment",
  VoucherLoad: "VoucherLoad",
} as const satisfies Record<TransactionCode, ProcessingCodeType>;

// biome-ignore format: value table
/** ISO 20022 ExternalPaymentTransactionStatus1Code. */
export const paymentStatuses = [
  "ACCC", "ACCP", "ACFC", "ACIS", "ACPD", "ACSC", "ACSP", "ACTC", "ACWC", "ACWP", "BLCK",
  "CANC", "PART", "PATC", "PDNG", "PRES", "RCVD", "RJCT",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const schemes = ["SEPA", "SEPADirectDebit"] as const;

// biome-ignore format: value table
/**
 * The spec names ResolutionOfInvestigation, DirectDebit and Cancellation; CreditTransfer and
 * Return are the sandbox's for outgoing credit transfers and their returns.
 */
export const transactionTypes = [
  "ResolutionOfInvestigation", "DirectDebit", "Cancellation", "CreditTransfer", "Return",
] as const;

export const inwardOutwardValues = ["Inward", "Outward"] as const;

// biome-ignore format: value table
/** The 13 codes the spec added, then the common ISO 20022 ExternalStatusReason1Code ones. */
export const reasonCodes = [
  "AC13", "AGNT", "CURR", "CUTA", "DNOR", "ED05", "FF01", "MD01", "MD02", "MD06", "SL01", "UPAY",
  "BE05",
  "AC01", "AC03", "AC04", "AC06", "AG01", "AG02", "AM04", "AM05", "AM09", "BE04", "CUST", "DUPL",
  "FOCR", "FRAD", "MD07", "MS02", "MS03", "RC01", "RR01", "RR02", "RR03", "RR04", "TECH",
] as const;

/** Card `status` codes and their `status_name`, from the sandbox contract. */
export const cardStatusNames = {
  "00": "Active",
  "01": "Ordered",
  "02": "Embossing",
  "03": "Printing",
  "04": "Dispatched",
  "05": "Blocked",
  "41": "Lost",
  "43": "Stolen",
  "54": "Expired",
  "62": "Replaced",
  "83": "Closed",
} as const;
export type CardStatusCode = keyof typeof cardStatusNames;
export const cardStatusCodes = Object.keys(cardStatusNames) as [
  CardStatusCode,
  ...CardStatusCode[],
];

/** Name → code, so code reads `CardStatus.Printing` instead of "03". */
export const CardStatus = Object.fromEntries(
  Object.entries(cardStatusNames).map(([code, name]) => [name, code]),
) as { readonly [C in CardStatusCode as (typeof cardStatusNames)[C]]: C };

export const customerStatuses = ["Active", "Inactive", "OnHold", "Rejected"] as const;
export const accountStatuses = ["Active", "Blocked", "Closed"] as const;
export const identificationTypes = [
  "Passport",
  "NationalId",
  "DrivingLicence",
  "ResidencePermit",
] as const;
export const addressTypes = ["Home", "Work", "Postal", "Delivery"] as const;
export const phoneTypes = ["Mobile", "Landline"] as const;
// biome-ignore format: value table
export const corporateIndividualTypes = [
  "Director", "UltimateBeneficialOwner", "AuthorisedSignatory", "Shareholder", "Cardholder",
] as const;
// biome-ignore format: value table
export const spendControlPeriods = [
  "PerTransaction", "Hourly", "Daily", "Weekly", "Monthly", "Yearly", "Lifetime",
] as const;
export const cardTypes = ["Physical", "Virtual"] as const;
export const cardReplacementReasons = ["Lost", "Stolen", "Damaged", "Expired"] as const;
// biome-ignore format: value table
export const userVerificationStatuses = [
  "NotStarted", "Pending", "Approved", "Rejected", "DocumentExpired",
] as const;
