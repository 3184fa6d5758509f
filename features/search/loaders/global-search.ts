import "server-only";
import { cardStatusLabel, enumLabel, identificationValue } from "@/lib/cams";
import { isCamsError } from "@/lib/cams/client";
import { can, type Role } from "@/lib/console/auth/permissions";
import { camsClient } from "@/lib/console/cams-client";
import {
  DIRECTORY_TOO_SLOW,
  type DirectoryHit,
  FIND_MIN_LENGTH,
  findInDirectory,
  isDirectoryTooSlow,
  recordSeenQuietly,
  searchTextProblem,
  seenCustomer,
} from "@/lib/console/directory";
import type { Db } from "@/lib/db";
import type { DirectoryKind } from "@/lib/db/schema/directory";
import { groupResults, type SearchAnswer, type SearchResult } from "../lib/search-results";

/** Longer than the provider usually takes; past it the directory answers alone. */
const PROVIDER_WAIT_MS = 3_000;
const PROVIDER_PAGE = 10;

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join("/")}`;

/** Where a hit opens; an account whose owner the directory does not know cannot be opened. */
function hrefOf(hit: Pick<DirectoryHit, "kind" | "id" | "ownerKind" | "ownerId">) {
  switch (hit.kind) {
    case "customer":
      return path("customers", hit.id);
    case "corporate":
      return path("corporates", hit.id);
    case "card":
      return path("cards", hit.id);
    case "account":
      if (!hit.ownerId || !hit.ownerKind) return null;
      return path(
        hit.ownerKind === "corporate" ? "corporates" : "customers",
        hit.ownerId,
        "accounts",
        hit.id,
      );
  }
}

const statusLabel = (kind: DirectoryKind, status: string | null) =>
  status ? (kind === "card" ? cardStatusLabel(status) : enumLabel(status)) : null;

/** Only what the role may open: cards need cards.view, corporates and theirs corporates.view. */
function visible(role: Role, hit: Pick<DirectoryHit, "kind" | "ownerKind">) {
  if (hit.kind === "card") return can(role, "cards.view");
  if (hit.kind === "corporate" || hit.ownerKind === "corporate")
    return can(role, "corporates.view");
  return true;
}

function kindsFor(role: Role): DirectoryKind[] {
  return [
    "customer",
    "account",
    ...(can(role, "corporates.view") ? (["corporate"] as const) : []),
    ...(can(role, "cards.view") ? (["card"] as const) : []),
  ];
}

type ProviderRead = { hits: DirectoryHit[]; down: boolean };

/**
 * The one key the directory does not hold, identification value, asked of the provider. Its
 * hits go into the directory too. A refusal (the value is not one the provider accepts) finds
 * nothing; no answer, a 5xx or a slow one says the directory alone answered.
 */
async function byIdentification(db: Db, text: string): Promise<ProviderRead> {
  if (!identificationValue.safeParse(text).success) return { hits: [], down: false };
  const read = camsClient()
    .call("searchCustomers", {
      query: { identification_value: text, page_number: 1, page_size: PROVIDER_PAGE },
    })
    .then(async ({ customers }): Promise<ProviderRead> => {
      await recordSeenQuietly(db, customers.flatMap(seenCustomer));
      const hits = customers.map((customer) => ({
        kind: "customer" as const,
        id: customer.customer_id,
        displayName: `${customer.first_name} ${customer.last_name}`,
        status: customer.status == null ? null : String(customer.status),
        ownerKind: null,
        ownerId: null,
        ownerName: null,
      }));
      return { hits, down: false };
    })
    .catch((error: unknown): ProviderRead => {
      const refused = isCamsError(error) && error.httpStatus < 500;
      if (!refused) console.warn("[search] the provider did not answer", error);
      return { hits: [], down: !refused };
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ProviderRead>((resolve) => {
    timer = setTimeout(() => resolve({ hits: [], down: true }), PROVIDER_WAIT_MS);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

/**
 * The header's search: the directory (names, email, phone, IBAN, last four, any id) and the
 * provider (identification value) asked at once, merged, limited to what the role may open,
 * grouped by kind. A text too short or too big is not searched, and one the directory took too
 * long over is stopped: each is answered in words.
 */
export async function globalSearch(
  db: Db,
  role: Role,
  query: string | null,
): Promise<SearchAnswer> {
  const text = (query ?? "").trim();
  if (text.length < FIND_MIN_LENGTH) {
    return { ok: false, message: `Type at least ${FIND_MIN_LENGTH} characters` };
  }
  const tooBig = searchTextProblem(text);
  if (tooBig) return { ok: false, message: tooBig };
  let provider: ProviderRead;
  let directory: DirectoryHit[];
  try {
    [provider, directory] = await Promise.all([
      byIdentification(db, text),
      findInDirectory(db, text, kindsFor(role)),
    ]);
  } catch (error) {
    if (isDirectoryTooSlow(error)) return { ok: false, message: DIRECTORY_TOO_SLOW };
    throw error;
  }
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const hit of [...provider.hits, ...directory]) {
    const key = `${hit.kind}:${hit.id}`;
    const href = hrefOf(hit);
    if (seen.has(key) || !href || !visible(role, hit)) continue;
    seen.add(key);
    results.push({
      kind: hit.kind,
      id: hit.id,
      title: hit.displayName,
      status: statusLabel(hit.kind, hit.status),
      owner: hit.ownerName,
      href,
    });
  }
  return { ok: true, groups: groupResults(results), stale: provider.down };
}
