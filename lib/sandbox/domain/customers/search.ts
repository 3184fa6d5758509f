import { and, count, eq, exists, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { customerSearchQuery } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import {
  type Customer,
  customerCounts,
  customerIdentifications,
  customers,
} from "../../tables/customers";
import { readPage } from "../paging";

type CustomerSearch = z.output<typeof customerSearchQuery>;
export type CustomerPage = { total: number; rows: Customer[] };

/**
 * A search by last name counts its matches up to this many: past it, total_count reads
 * 10,000 (docs/performance.md). The list itself and its status filter are counted exactly.
 */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * GET /customers, newest first. identification_value matches a document exactly, in any
 * letter case. last_name is a case-insensitive prefix ("sch" finds Schmidt and Schulz): our
 * choice, the spec leaves the matching open, and a back-office search box wants it.
 */
export async function searchCustomers(
  ctx: SandboxContext,
  query: CustomerSearch,
): Promise<CustomerPage> {
  const where = and(...conditions(ctx, query));
  const page = (exactTotal: number | undefined) =>
    readPage({
      db: ctx.db,
      table: customers,
      keys: { createdAt: customers.createdAt, seq: customers.seq },
      where,
      exactTotal,
      pageNumber: query.page_number,
      pageSize: query.page_size,
      rows: (where, order, limit) =>
        ctx.db
          .select()
          .from(customers)
          .where(where)
          .orderBy(...order)
          .limit(limit),
    });
  // An identification value matches one customer or two: its first page is read first. One that
  // is not full holds every match, so it is the count too; a full one needs only the count.
  if (query.identification_value && query.page_number === 1) {
    const rows = await page(undefined);
    if (rows.length < query.page_size) return { total: rows.length, rows };
    return { total: (await countCustomers(ctx, query, where)).total, rows };
  }
  const { total, exact } = await countCustomers(ctx, query, where);
  return { total, rows: await page(exact ? total : undefined) };
}

/**
 * The list and a status filter read the counts the trigger keeps; a search counts its matches
 * (an identification value has one or two), a last name up to SEARCH_COUNT_CAP.
 */
async function countCustomers(
  ctx: SandboxContext,
  query: CustomerSearch,
  where: SQL | undefined,
): Promise<{ total: number; exact: boolean }> {
  if (!query.last_name && !query.identification_value) {
    const [row] = await ctx.db
      .select({ total: sql<string>`coalesce(sum(${customerCounts.customers}), 0)` })
      .from(customerCounts)
      .where(query.status ? eq(customerCounts.status, query.status) : undefined);
    return { total: Number(row?.total ?? 0), exact: true };
  }
  const cap = query.identification_value ? undefined : SEARCH_COUNT_CAP;
  const select = ctx.db.select({ one: sql`1` }).from(customers).where(where);
  const matches = (cap === undefined ? select : select.limit(cap)).as("matches");
  const [row] = await ctx.db.select({ total: count() }).from(matches);
  const total = row?.total ?? 0;
  return { total, exact: cap === undefined || total < cap };
}

function conditions(ctx: SandboxContext, query: CustomerSearch): SQL[] {
  const found: SQL[] = [];
  if (query.status) found.push(eq(customers.status, query.status));
  if (query.last_name) {
    const prefix = `${escapeLike(query.last_name)}%`;
    found.push(sql`lower(${customers.lastName}) like lower(${prefix})`);
  }
  if (query.identification_value) {
    found.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(customerIdentifications)
          .where(
            and(
              eq(customerIdentifications.customerId, customers.id),
              sql`lower(${customerIdentifications.value}) = lower(${query.identification_value})`,
            ),
          ),
      ),
    );
  }
  return found;
}

// A name may contain % or _; they must match themselves, not act as wildcards.
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
