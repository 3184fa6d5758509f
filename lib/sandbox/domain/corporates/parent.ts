import { sql } from "drizzle-orm";
import { queryRows } from "@/lib/db";
import type { SandboxContext } from "../../context";
import { invalidPayload } from "../../errors";
import { corporates } from "../../tables/corporates";
import { selectCorporate } from "./load";

// Any fixed number unique among the sandbox's advisory locks.
const HIERARCHY_LOCK = 7_263_101;

/** parent_corporate_id must name an existing corporate: 400 / 4000001 on that field. */
export async function assertParentExists(ctx: SandboxContext, parentId: string): Promise<void> {
  if (!(await selectCorporate(ctx, parentId))) {
    throw invalidPayload({ parent_corporate_id: ["Parent corporate does not exist"] });
  }
}

/**
 * A corporate cannot become its own parent, nor the child of one of its subsidiaries. Parent
 * changes are serialised by a transaction-scoped lock: otherwise two concurrent changes (A under
 * B, B under A) could each pass the check against the other's not yet committed state.
 */
export async function assertNoCycle(
  ctx: SandboxContext,
  corporateId: string,
  parentId: string,
): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${HIERARCHY_LOCK})`);
  // `union`, not `union all`: stops even on a cycle that somehow got stored.
  const [found] = await queryRows<{ cycle: boolean }>(
    ctx.db,
    sql`with recursive chain(id, parent_id) as (
          select id, parent_corporate_id from ${corporates} where id = ${parentId}
          union
          select c.id, c.parent_corporate_id from ${corporates} c join chain on c.id = chain.parent_id
        )
        select exists (select 1 from chain where id = ${corporateId}) as cycle`,
  );
  if (found?.cycle) {
    throw invalidPayload({
      parent_corporate_id: ["A corporate cannot be placed under itself or one of its subsidiaries"],
    });
  }
}
