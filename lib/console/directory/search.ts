import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "@/lib/db";
import { type DirectoryEntry, type DirectoryKind, directoryEntries } from "@/lib/db/schema";
import { foldAccountIdentifier, onlyMentioned } from "./record";
import { nameWords } from "./search-text";
import { withinTimeLimit } from "./time-limit";

export const DIRECTORY_PAGE_SIZE = 50;

/** The columns a list sorts by; kyc_level means something for customers only. */
export const directorySorts = ["name", "created", "status", "kyc_level"] as const;
export type DirectorySort = (typeof directorySorts)[number];
export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

/**
 * What a list asks of the directory. Every filter is optional and they combine with "and".
 * Values are expected checked already (the list's URL reader explains bad ones to the user):
 * days are `YYYY-MM-DD`, statuses the provider's values.
 */
export type DirectoryFilters = {
  kind: DirectoryKind;
  /** Any part of the name, case and accents ignored; a near miss (one letter off) matches too. */
  name?: string;
  /** Any of these statuses (a card's code, "03"; a customer's word, "OnHold"). */
  status?: readonly string[];
  kycLevel?: readonly string[];
  /** Created on or after this day (UTC), `YYYY-MM-DD`. */
  createdFrom?: string;
  /** Created on or before this day (UTC), `YYYY-MM-DD`: the whole day is in. */
  createdTo?: string;
  /** The customer or corporate that owns an account or card. */
  ownerId?: string;
  /** Only accounts or cards owned by a customer (or by a corporate). */
  ownerKind?: "customer" | "corporate";
  /** An account's IBAN or identifier, whole, spaces and case ignored. */
  accountIdentifier?: string;
  /** A card's last four digits. */
  cardLastFour?: string;
};

export type DirectoryOrder = { sort?: DirectorySort; direction?: SortDirection };

export type DirectoryQuery = DirectoryFilters & DirectoryOrder & { page?: number };

/** `%` and `_` typed by a person are letters, not LIKE wildcards. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A word of the query is like a word of the name: for three letters and more, pg_trgm's word
 * similarity, answered by the trigram index: the start of a word ("holt" finds "Holtor") or a
 * near miss ("mueller" finds "Müller", "acne" finds "Acme"). One or two letters start a word
 * ("ol" finds "Olpe", not "Carol"): LIKE, which a list's count checks on every row far faster
 * than a similarity.
 */
export function wordAlike(word: string): SQL {
  const column = directoryEntries.searchName;
  if (word.length > 2) return sql`${word} <% ${column}`;
  const start = likeLiteral(word);
  return sql`(${column} like ${`${start}%`} or ${column} like ${`% ${start}%`} or ${column} like ${`%-${start}%`})`;
}

/** A word of the query is in the name, anywhere (three letters and more). */
export const wordInside = (word: string) =>
  sql`${directoryEntries.searchName} like ${`%${likeLiteral(word)}%`}`;

/**
 * The name condition: every word typed is found in the name (so "greta mar" finds Greta Marek,
 * not every Greta). A word of three letters and more may be anywhere in the name, or a near
 * miss; one or two letters only start a word: that short inside words, they would match a
 * large part of any directory, and no trigram index can answer them.
 */
export function nameMatches(name: string): SQL | undefined {
  const words = nameWords(name);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      word.length < 3 ? wordAlike(word) : or(wordInside(word), wordAlike(word)),
    ),
  );
}

const DAY_MS = 86_400_000;
/** The first instant of a `YYYY-MM-DD` day, in UTC. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The WHERE clause of a list: its kind and every filter given. */
function directoryWhere(filters: DirectoryFilters): SQL | undefined {
  const e = directoryEntries;
  return and(
    eq(e.kind, filters.kind),
    filters.name ? nameMatches(filters.name) : undefined,
    filters.status?.length ? inArray(e.status, [...filters.status]) : undefined,
    filters.kycLevel?.length ? inArray(e.kycLevel, [...filters.kycLevel]) : undefined,
    filters.createdFrom ? gte(e.createdDate, startOfDay(filters.createdFrom)) : undefined,
    // Inclusive of the whole `to` day: before the first instant of the day after.
    filters.createdTo
      ? lt(e.createdDate, new Date(startOfDay(filters.createdTo).getTime() + DAY_MS))
      : undefined,
    filters.ownerId ? eq(e.ownerId, filters.ownerId) : undefined,
    filters.ownerKind ? eq(e.ownerKind, filters.ownerKind) : undefined,
    filters.accountIdentifier
      ? eq(e.accountIdentifier, foldAccountIdentifier(filters.accountIdentifier))
      : undefined,
    filters.cardLastFour ? eq(e.cardLastFour, filters.cardLastFour) : undefined,
  );
}

/** The directory's table, or a subquery of its entries (listByName): the same columns. */
type Source = Record<"searchName" | "createdDate" | "status" | "kycLevel" | "id", AnyColumn>;

/**
 * The list's order: the sorted column (entries without a value last, whichever the direction),
 * then the id ascending, so ties always come in the same order and pages never overlap.
 */
function orderOf(order: DirectoryOrder, source: Source = directoryEntries) {
  const column = {
    name: source.searchName,
    created: source.createdDate,
    status: source.status,
    kyc_level: source.kycLevel,
  }[order.sort ?? "name"];
  const direction = order.direction === "desc" ? desc : asc;
  return { column, orderBy: [sql`${direction(column)} nulls last`, asc(source.id)] };
}

/**
 * A list counts its matches no further than this, past it saying "more than 10,000": counting
 * every customer of a million-entry directory took 30–85 ms, the capped count 1–3 ms.
 */
const DIRECTORY_COUNT_CAP = 10_000;

/**
 * How many entries the filters match: exact up to `cap`; past it, `{ total: cap, more: true }`.
 * An export counts without a cap, for its progress bar. Within the directory's time limit.
 */
export const countDirectory = (
  db: Db,
  filters: DirectoryFilters,
  cap = Number.POSITIVE_INFINITY,
): Promise<{ total: number; more: boolean }> =>
  withinTimeLimit(db, (tx) => countMatches(tx, filters, cap));

async function countMatches(
  db: Db,
  filters: DirectoryFilters,
  cap: number,
): Promise<{ total: number; more: boolean }> {
  const where = directoryWhere(filters);
  if (!Number.isFinite(cap)) {
    const [row] = await db.select({ n: count() }).from(directoryEntries).where(where);
    return { total: row?.n ?? 0, more: false };
  }
  const matches = db
    .select({ one: sql`1` })
    .from(directoryEntries)
    .where(where)
    .limit(cap + 1)
    .as("matches");
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, more: true } : { total: n, more: false };
}

/**
 * One page of the directory's entries of a kind, filtered and sorted, and how many match: up to
 * DIRECTORY_COUNT_CAP (`more` says the count stopped there), or exactly with a name filter.
 * Within the directory's time limit: past it, a directoryTooSlow error.
 */
export function listDirectory(db: Db, query: DirectoryQuery) {
  const page = Math.max(1, query.page ?? 1);
  return withinTimeLimit(db, async (tx) => {
    if (query.name) return { ...(await listByName(tx, query, page)), page };
    const [rows, counted] = await Promise.all([
      tx
        .select()
        .from(directoryEntries)
        .where(directoryWhere(query))
        .orderBy(...orderOf(query).orderBy)
        .limit(DIRECTORY_PAGE_SIZE)
        .offset((page - 1) * DIRECTORY_PAGE_SIZE),
      countMatches(tx, query, DIRECTORY_COUNT_CAP),
    ]);
    return { rows, ...counted, page };
  });
}

/**
 * A page of a list with a name filter, and its exact count, from one read of the matches. Trigram
 * estimates are far off for common names, so in one query with the sort and LIMIT the planner
 * walked the sort's index and filtered 314,000 entries to find the first 50 "eva" of a million
 * (840 ms); a capped count did the same (426 ms). The matches are therefore a subquery planned
 * on its own (OFFSET 0 keeps it from being merged into the query around it), read from the
 * trigram index, counted by a window and sorted: 127 ms for the 71,430 "eva".
 */
async function listByName(db: Db, query: DirectoryQuery, page: number) {
  const matches = db
    .select()
    .from(directoryEntries)
    .where(directoryWhere(query))
    // Written as SQL: drizzle leaves out an offset of the number 0, and with it the fence.
    .offset(sql`0` as unknown as number)
    .as("by_name");
  const found = await db
    .select({ ...matches._.selectedFields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matches)
    .orderBy(...orderOf(query, matches).orderBy)
    .limit(DIRECTORY_PAGE_SIZE)
    .offset((page - 1) * DIRECTORY_PAGE_SIZE);
  // A page past the last has no row to carry the count: counted apart (rare).
  const total = found[0]?.total ?? (await countMatches(db, query, Number.POSITIVE_INFINITY)).total;
  return { rows: found.map(({ total: _, ...entry }) => entry), total, more: false };
}

/**
 * Where the next batch starts, after the row `last`: the keyset form of the list's order
 * (sorted value, nulls last, then id), so each batch is an index range, not an OFFSET.
 */
function after(order: DirectoryOrder, last: DirectoryEntry): SQL | undefined {
  const { column } = orderOf(order);
  const key = sortKeyOf(order.sort ?? "name", last);
  const id = directoryEntries.id;
  if (key === null) return and(isNull(column), gt(id, last.id));
  const beyond = order.direction === "desc" ? lt(column, key) : gt(column, key);
  return or(beyond, and(eq(column, key), gt(id, last.id)), isNull(column));
}

function sortKeyOf(sort: DirectorySort, row: DirectoryEntry): string | Date | null {
  if (sort === "created") return row.createdDate;
  if (sort === "status") return row.status;
  if (sort === "kyc_level") return row.kycLevel;
  return row.searchName;
}

/**
 * Every entry a list's filters match, in the list's order (the same `sort` and `direction`),
 * read `batchSize` rows at a time by keyset, never by OFFSET: memory stays at one batch and
 * the last batch costs what the first does; each batch within the directory's time limit. For
 * streamed exports (CSV):
 *
 *   for await (const row of walkDirectory(db, { kind: "card", status: ["03"] })) write(row);
 *
 * `page` is ignored: the walk covers every page. Rows changed during the walk may be missed
 * or seen twice where the change moves them across the walk's position (an index, not a
 * snapshot).
 */
export async function* walkDirectory(
  db: Db,
  query: DirectoryFilters & DirectoryOrder,
  batchSize = 500,
): AsyncGenerator<DirectoryEntry, void, undefined> {
  const size = Math.max(1, Math.floor(batchSize));
  const where = directoryWhere(query);
  const { orderBy } = orderOf(query);
  let last: DirectoryEntry | undefined;
  for (;;) {
    // Each batch in its own short transaction: a slow reader of the file holds no connection.
    const from = last;
    const batch = await withinTimeLimit(db, (tx) =>
      tx
        .select()
        .from(directoryEntries)
        .where(from ? and(where, after(query, from)) : where)
        .orderBy(...orderBy)
        .limit(size),
    );
    yield* batch;
    if (batch.length < size) return;
    last = batch[batch.length - 1];
  }
}

/**
 * The names the directory holds for the owners of these accounts or cards, keyed
 * `kind:id`, so a list shows "Jane Doe" rather than an id. An owner it has not seen, or knows
 * only as a webhook's mention (a placeholder, as partyNames skips), is absent.
 */
export async function ownerNames(
  db: Db,
  rows: readonly Pick<DirectoryEntry, "ownerKind" | "ownerId">[],
): Promise<Map<string, string>> {
  const keys = [
    ...new Set(
      rows.flatMap((r) => (r.ownerKind && r.ownerId ? [`${r.ownerKind}:${r.ownerId}`] : [])),
    ),
  ];
  if (keys.length === 0) return new Map();
  const ids = [...new Set(keys.map((key) => key.slice(key.indexOf(":") + 1)))];
  const found = await db
    .select({
      kind: directoryEntries.kind,
      id: directoryEntries.id,
      name: directoryEntries.displayName,
    })
    .from(directoryEntries)
    .where(
      and(
        inArray(directoryEntries.kind, ["customer", "corporate"]),
        inArray(directoryEntries.id, ids),
      ),
    );
  return new Map(
    found.filter((row) => !onlyMentioned(row)).map((row) => [`${row.kind}:${row.id}`, row.name]),
  );
}
