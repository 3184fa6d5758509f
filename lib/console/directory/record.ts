import { sql } from "drizzle-orm";
import type { z } from "zod";
import { accountDisplayName } from "@/lib/cams";
import type { accountResponse } from "@/lib/cams/schemas/account";
import type { cardResponse } from "@/lib/cams/schemas/card";
import type { corporateResponse } from "@/lib/cams/schemas/corporate";
import type { customerResponse } from "@/lib/cams/schemas/customer";
import type { Db } from "@/lib/db";
import { type DirectoryKind, directoryEntries } from "@/lib/db/schema";
import { heldBefore, openCasesForHolds } from "../cases/open";
import { foldName } from "./search-text";

/** What the directory keeps of one resource: only what finding and listing need. */
export type SeenEntry = {
  kind: DirectoryKind;
  id: string;
  displayName: string;
  email?: string | null;
  phone?: string | null;
  accountIdentifier?: string | null;
  cardLastFour?: string | null;
  status?: string | null;
  kycLevel?: string | null;
  createdDate?: string | Date | null;
  owner?: { kind: "customer" | "corporate"; id: string } | null;
};

/** An email as the directory compares it: case does not matter in practice. */
export const foldEmail = (email: string) => email.trim().toLowerCase();

/** A phone number as the directory compares it: digits and a leading +, no spacing or dashes. */
export const foldPhone = (phone: string) => phone.replace(/[^\d+]/g, "");

/** An IBAN or account identifier as the directory compares it: no spaces, upper case. */
export const foldAccountIdentifier = (identifier: string) =>
  identifier.replace(/\s+/g, "").toUpperCase();

function dateOf(value: SeenEntry["createdDate"]): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Records what a provider answer showed: one row per resource, inserted or refreshed. A field
 * the answer did not carry (undefined) keeps what an earlier answer gave; null clears it. It
 * is an index only, so a failure here is the caller's to ignore (see recordSeenQuietly).
 */
export async function recordSeen(db: Db, entries: readonly SeenEntry[]): Promise<void> {
  // One row per key: the last answer about a resource wins within a batch too.
  const unique = [...new Map(entries.map((e) => [`${e.kind}:${e.id}`, e])).values()];
  if (unique.length === 0) return;
  const customers = unique.filter((entry) => entry.kind === "customer");
  const wasHeld = await heldBefore(db, customers);
  const keep = (column: string) =>
    sql.raw(`coalesce(excluded.${column}, "directory_entries".${column})`);
  await db
    .insert(directoryEntries)
    .values(
      unique.map((entry) => ({
        kind: entry.kind,
        id: entry.id,
        displayName: entry.displayName,
        searchName: foldName(entry.displayName),
        email: entry.email ? foldEmail(entry.email) : (entry.email ?? null),
        phone: entry.phone ? foldPhone(entry.phone) : (entry.phone ?? null),
        accountIdentifier: entry.accountIdentifier
          ? foldAccountIdentifier(entry.accountIdentifier)
          : (entry.accountIdentifier ?? null),
        cardLastFour: entry.cardLastFour ?? null,
        status: entry.status ?? null,
        kycLevel: entry.kycLevel ?? null,
        createdDate: dateOf(entry.createdDate),
        ownerKind: entry.owner?.kind ?? null,
        ownerId: entry.owner?.id ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [directoryEntries.kind, directoryEntries.id],
      set: {
        displayName: sql`excluded.display_name`,
        searchName: sql`excluded.search_name`,
        email: keep("email"),
        phone: keep("phone"),
        accountIdentifier: keep("account_identifier"),
        cardLastFour: keep("card_last_four"),
        status: keep("status"),
        kycLevel: keep("kyc_level"),
        createdDate: keep("created_date"),
        ownerKind: keep("owner_kind"),
        ownerId: keep("owner_id"),
        updatedAt: sql`now()`,
      },
    });
  // What the console reads is how it learns of a hold: each new hold gets its case.
  await openCasesForHolds(db, customers, wasHeld);
}

/**
 * recordSeen where the directory is a by-product of a read or a change: the answer the user
 * asked for must not fail because the index could not be written.
 */
export async function recordSeenQuietly(db: Db, entries: readonly SeenEntry[]): Promise<void> {
  try {
    await recordSeen(db, entries);
  } catch (error) {
    console.warn("[directory] could not record what the provider answered", error);
  }
}

type Corporate = z.output<typeof corporateResponse>;
type Account = z.output<typeof accountResponse>;
type Customer = z.output<typeof customerResponse>;
type Card = z.output<typeof cardResponse>;

/** The name a resource only mentioned by a webhook holds until it is read: "Customer …3a13". */
const mentionedPlaceholder = (kind: DirectoryKind, id: string) =>
  `${kind[0]?.toUpperCase()}${kind.slice(1)} …${id.slice(-6)}`;

/** An entry named by a webhook's mention alone: its name is a placeholder, not a name. */
export const onlyMentioned = (entry: { kind: DirectoryKind; id: string; name: string }) =>
  entry.name === mentionedPlaceholder(entry.kind, entry.id);

/**
 * Records that a webhook named these resources, when nothing more of them is known: a new id
 * gets a placeholder name (the next read gives the real one), a known one keeps what it has.
 */
export async function recordMentionedQuietly(
  db: Db,
  kind: DirectoryKind,
  ids: readonly string[],
): Promise<void> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return;
  const placeholder = (id: string) => mentionedPlaceholder(kind, id);
  try {
    await db
      .insert(directoryEntries)
      .values(
        unique.map((id) => ({
          kind,
          id,
          displayName: placeholder(id),
          searchName: foldName(placeholder(id)),
        })),
      )
      .onConflictDoNothing({ target: [directoryEntries.kind, directoryEntries.id] });
  } catch (error) {
    console.warn("[directory] could not record what a webhook named", error);
  }
}

/** A customer's account as the directory lists it, owned by its customer. */
export function seenCustomerAccount(customerId: string, account: Account): SeenEntry {
  return {
    ...seenCorporateAccount(customerId, account),
    owner: { kind: "customer", id: customerId },
  };
}

/**
 * A card as the directory lists it: its last four and emboss name, owned by its customer
 * (the answer's customer_id, or the one it was asked for).
 */
export function seenCard(card: Card, customerId = card.customer_id): SeenEntry {
  const lastFour = card.last_four?.trim() || null;
  const name = [lastFour ? `•••• ${lastFour}` : `Card …${card.card_id.slice(-6)}`, card.emboss_name]
    .filter(Boolean)
    .join(" · ");
  return {
    kind: "card",
    id: card.card_id,
    displayName: name,
    cardLastFour: lastFour ?? undefined,
    status: String(card.status),
    owner: customerId ? { kind: "customer", id: customerId } : undefined,
  };
}

/** A customer answer (read, search hit or creation): the customer, its accounts and cards. */
export function seenCustomer(customer: Customer): SeenEntry[] {
  const id = customer.customer_id;
  return [
    {
      kind: "customer",
      id,
      displayName: `${customer.first_name} ${customer.last_name}`,
      email: customer.email,
      // The first phone is the one a caller is most likely to give.
      phone: customer.phones?.[0]?.number,
      status: customer.status == null ? undefined : String(customer.status),
      kycLevel: customer.kyc_level == null ? undefined : String(customer.kyc_level),
      createdDate: customer.created_date,
    },
    ...(customer.accounts ?? []).map((account) => seenCustomerAccount(id, account)),
    ...(customer.cards ?? []).map((card) => seenCard(card, id)),
  ];
}

/** A corporate account as the directory lists it, owned by its corporate. */
function seenCorporateAccount(corporateId: string, account: Account): SeenEntry {
  return {
    kind: "account",
    id: account.account_id,
    displayName: accountDisplayName(account),
    accountIdentifier: account.account_identifier,
    status: account.status == null ? undefined : String(account.status),
    owner: { kind: "corporate", id: corporateId },
  };
}

/** A corporate answer: the corporate itself and each account it lists. */
export function seenCorporate(corporate: Corporate): SeenEntry[] {
  return [
    {
      kind: "corporate",
      id: corporate.corporate_id,
      displayName: corporate.name,
      createdDate: corporate.created_date,
    },
    ...(corporate.accounts ?? []).map((account) =>
      seenCorporateAccount(corporate.corporate_id, account),
    ),
  ];
}
