import { formatMoney, formatTimestamp } from "@/components/ui/format";
import { countryText } from "@/lib/cams/country-names";
import { enumLabel, fieldLabel } from "@/lib/cams/labels";
import { paymentStatusText, reasonCodeText } from "@/lib/cams/meanings";
import { merchantCategoryText } from "@/lib/cams/merchant-categories";
import { responseCodeMeaning } from "./response-codes";

type Record_ = Readonly<Record<string, unknown>>;

/**
 * Whether the transaction was declined, so no money moved: the provider says so in `status`, or
 * its response code is not 00 (ISO 8583: 00 approved, anything else the reason for a decline).
 */
export function isDeclined(tx: Record_): boolean {
  if (typeof tx.status === "string" && tx.status.toLowerCase() === "declined") return true;
  return (
    typeof tx.response_code === "string" && tx.response_code !== "" && tx.response_code !== "00"
  );
}

/**
 * Why it was declined, in words: "insufficient funds" for 51; "response code 99" when the code's
 * meaning is unknown; null for a transaction that went through.
 */
export function declineReason(tx: Record_): string | null {
  if (!isDeclined(tx)) return null;
  const code = stringOr(tx.response_code);
  if (!code) return "reason not reported";
  return responseCodeMeaning(code) ?? `response code ${code}`;
}

/**
 * "+€1.00" for money in, "−€12.50" for money out: `amount` is always positive, `direction` says
 * which. A declined transaction moved nothing, so its amount is unsigned: it counts neither way.
 */
export function signedAmount(tx: Record_, locale?: string): string {
  const money = formatMoney(
    numberOr(tx.amount),
    stringOr(tx.currency) ?? stringOr(tx.account_currency),
    locale,
  );
  if (isDeclined(tx)) return money;
  if (tx.direction === "credit") return `+${money}`;
  if (tx.direction === "debit") return `−${money}`;
  return money;
}

/**
 * Whether it is one leg of a transfer between customer accounts. The spec has no
 * processing_code_type for these: both legs carry AccountLoad. What tells them from a credit or
 * debit is the transaction_code, mandatory on those (v1.28) and null on a transfer's legs; the
 * details also name the other account as the counterparty (a card payment names a merchant).
 */
export function isTransferLeg(tx: Record_): boolean {
  if (tx.processing_code_type !== "AccountLoad" || stringOr(tx.card_id)) return false;
  return tx.transaction_code === null || counterAccount(tx) !== null;
}

/**
 * The other account of a transfer as its holder knows it ("Jane Demo, DE89…"), from the
 * counterparty that a transaction's details carry; null when it names no account.
 */
function counterAccount(tx: Record_): string | null {
  const other = tx.counterparty;
  if (!other || typeof other !== "object" || Array.isArray(other)) return null;
  const party = other as Record_;
  const account =
    stringOr(party.iban) ?? stringOr(party.account_identifier) ?? stringOr(party.account_id);
  if (!account) return null;
  const name = stringOr(party.name);
  return name ? `${name}, ${account}` : account;
}

/**
 * What kind of transaction it is: its processing_code_type; "Transfer" for a leg of a transfer
 * between customer accounts (see isTransferLeg); for a card payment (which none of the spec's
 * values describes, so the provider sends none), "Card purchase".
 */
export function transactionKind(tx: Record_): string {
  if (isTransferLeg(tx)) return "Transfer";
  return stringOr(tx.processing_code_type) ?? (stringOr(tx.card_id) ? "Card purchase" : "—");
}

/**
 * The kind in words, as lists and the drawer show it: "Transfer to Jane Demo, DE89…" where the
 * details name the other account, "Transfer out" / "Transfer in" in a list (whose rows carry no
 * counterparty; the provider's description names the account), "SEPA outgoing payment",
 * "Card purchase".
 */
export function transactionKindText(tx: Record_): string {
  if (!isTransferLeg(tx)) return enumLabel(transactionKind(tx));
  const other = counterAccount(tx);
  const incoming = tx.direction === "credit";
  if (!other) return incoming ? "Transfer in" : "Transfer out";
  return `Transfer ${incoming ? "from" : "to"} ${other}`;
}

type Field = {
  label: string;
  hint?: string;
  format?: (value: unknown, tx: Record_, locale?: string) => string;
};

const accountMoney = (value: unknown, tx: Record_, locale?: string) =>
  formatMoney(numberOr(value), stringOr(tx.account_currency) ?? stringOr(tx.currency), locale);

/**
 * Every field a transaction may carry, in the order a support agent reads them: what happened
 * and whether it went through first, then where the money went, then the ids.
 */
const fields: [key: string, field: Field][] = [
  ["transaction_id", { label: "Transaction id" }],
  ["created_date", { label: "Time", format: exactTime }],
  [
    "amount",
    {
      label: "Amount",
      format: (_, tx, locale) =>
        isDeclined(tx) ? `${signedAmount(tx, locale)}, not charged` : signedAmount(tx, locale),
    },
  ],
  [
    "status",
    {
      label: "Status",
      format: (value, tx) => {
        const reason = declineReason(tx);
        const code = stringOr(tx.response_code);
        if (!reason) return plain(value);
        return code && !reason.includes(code)
          ? `Declined: ${reason} (response code ${code})`
          : `Declined: ${reason}`;
      },
    },
  ],
  [
    "response_code",
    { label: "Response code", hint: "00 is approved; any other code says why it was declined." },
  ],
  [
    "posting_response_code",
    {
      label: "Posting response code",
      hint: "Set only when the transaction was reversed or force-posted.",
    },
  ],
  ["description", { label: "Description" }],
  ["processing_code_type", { label: "Processing code type" }],
  [
    "card_acceptor_id",
    {
      label: "Card acceptor id",
      hint: "The merchant that took the card; empty for account movements.",
    },
  ],
  [
    "payment_status",
    {
      label: "Payment status",
      hint: "ISO 20022 status of a SEPA payment.",
      format: (value) => paymentStatusText(String(value)),
    },
  ],
  ["reason_code", { label: "Reason code", format: (value) => reasonCodeText(String(value)) }],
  ["counterparty", { label: "Counterparty", format: counterpartyText }],
  ["end_to_end_id", { label: "End-to-end id" }],
  ["balance", { label: "Balance after", format: accountMoney }],
  ["transaction_code", { label: "Transaction code" }],
  ["direction", { label: "Direction" }],
  ["currency", { label: "Currency" }],
  ["account_currency", { label: "Account currency" }],
  ["account_id", { label: "Account id" }],
  ["card_id", { label: "Card id" }],
  ["cardholder_id", { label: "Cardholder id" }],
];
const known = new Set(fields.map(([key]) => key));

type TransactionFact = { key: string; label: string; hint?: string; value: string | null };

/**
 * The drawer's list: every known field, a missing one as null (so "no posting response code"
 * is visible, not absent), then whatever else the provider sent, under its own name.
 */
/** `locale`: the drawer passes useLocale(), so a drawer open on load renders the same twice. */
export function transactionFacts(tx: Record_, locale?: string): TransactionFact[] {
  const listed = fields.map(([key, { label, hint, format }]) => ({
    key,
    label,
    hint,
    value: isEmpty(tx[key]) ? null : (format?.(tx[key], tx, locale) ?? plain(tx[key])),
  }));
  const extra = Object.keys(tx)
    .filter((key) => !known.has(key))
    .sort()
    .map((key) => ({
      key,
      label: sentenceCase(fieldLabel(key)),
      value: isEmpty(tx[key]) ? null : plain(tx[key]),
    }));
  return [...listed, ...extra];
}

/** "25 Nov 2026, 09:38:12 UTC": to the second, which tells apart rows the list shows in one minute. */
function exactTime(value: unknown, _tx: Record_, locale?: string): string {
  return formatTimestamp(String(value), locale, { seconds: true });
}

/** Who the money went to or came from, labelled in words: name, IBAN or account, merchant. */
const counterpartyLabels: Record<string, string> = {
  name: "Name",
  iban: "IBAN",
  account_identifier: "Account",
  bic: "BIC",
  bank_country: "Bank country",
  merchant_id: "Merchant id",
  merchant_category_code: "Merchant category code",
  terminal_id: "Terminal id",
  terminal_location: "Terminal location",
};

function counterpartyText(value: unknown): string {
  if (!value || typeof value !== "object" || Array.isArray(value)) return plain(value);
  return Object.entries(value)
    .filter(([, inner]) => !isEmpty(inner))
    .map(([key, inner]) => `${counterpartyLabels[key] ?? key}: ${counterpartyValue(key, inner)}`)
    .join("\n");
}
/** A merchant category by its ISO 18245 name, a bank's country by its name. */
function counterpartyValue(key: string, value: unknown): string {
  if (key === "merchant_category_code") return merchantCategoryText(String(value));
  if (key === "bank_country") return countryText(String(value));
  return plain(value);
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/** Scalars as they are; objects one "key: value" per line, so an address reads like one. */
function plain(value: unknown): string {
  if (Array.isArray(value)) return value.map(plain).join(", ");
  if (value && typeof value === "object")
    return Object.entries(value)
      .filter(([, inner]) => !isEmpty(inner))
      .map(([key, inner]) => `${key}: ${plain(inner)}`)
      .join("\n");
  return String(value);
}

const numberOr = (value: unknown) => (typeof value === "number" ? value : null);
const stringOr = (value: unknown) => (typeof value === "string" ? value : undefined);
