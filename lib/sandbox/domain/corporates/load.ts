import { eq } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { type Corporate, corporates } from "../../tables/corporates";
import { dataNotFound, isUuid } from "../ids";

/** The corporate the path names, or 404 / 4040001. `lock` holds its row until the request ends. */
export async function findCorporate(
  ctx: SandboxContext,
  id: string,
  { lock = false } = {},
): Promise<Corporate> {
  const corporate = await selectCorporate(ctx, id, lock);
  if (!corporate) throw dataNotFound();
  return corporate;
}

/** The corporate, or undefined when `id` names none (not even a well-formed id). */
export async function selectCorporate(
  ctx: SandboxContext,
  id: string,
  lock = false,
): Promise<Corporate | undefined> {
  if (!isUuid(id)) return undefined;
  const query = ctx.db.select().from(corporates).where(eq(corporates.id, id));
  const [corporate] = await (lock ? query.for("update") : query);
  return corporate;
}
