import { and, count, desc, eq, exists, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { customerSearchQuery } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type Customer, customerIdentifications, customers } from "../../tables/customers";

export type CustomerSearch = z.output<typeof customerSearchQuery>;
export type CustomerPage = { total: number; rows: Customer[] };

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
  const [counted] = await ctx.db.select({ total: count() }).from(customers).where(where);
  const rows = await ctx.db
    .select()
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.seq))
    .limit(query.page_size)
    .offset((query.page_number - 1) * query.page_size);
  return { total: counted?.total ?? 0, rows };
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
