import { and, asc, eq } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { type SpendControlGroup, spendControlGroups } from "../../tables/cards";
import { dataNotFound, isUuid } from "../ids";

/** The group the path names, or 404 / 4040001. `lock` holds its row until the request ends. */
export async function findSpendControl(
  ctx: SandboxContext,
  id: string,
  { lock = false } = {},
): Promise<SpendControlGroup> {
  if (!isUuid(id)) throw dataNotFound();
  const query = ctx.db.select().from(spendControlGroups).where(eq(spendControlGroups.id, id));
  const [group] = await (lock ? query.for("update") : query);
  if (!group) throw dataNotFound();
  return group;
}

/** The groups that apply to a card of `bin`, oldest first: what spendControlDecision takes. */
export async function enabledSpendControls(
  ctx: SandboxContext,
  bin: string,
): Promise<SpendControlGroup[]> {
  return ctx.db
    .select()
    .from(spendControlGroups)
    .where(and(eq(spendControlGroups.bin, bin), eq(spendControlGroups.isEnabled, true)))
    .orderBy(asc(spendControlGroups.seq));
}
