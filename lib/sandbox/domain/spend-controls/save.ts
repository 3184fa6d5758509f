import { eq } from "drizzle-orm";
import type { ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { type SpendControlGroup, spendControlGroups } from "../../tables/cards";
import { findSpendControl } from "./load";

type Create = ParsedOperationBody<"createSpendControl">;
type Put = ParsedOperationBody<"putSpendControl">;
type Patch = ParsedOperationBody<"patchSpendControl">;
type NewSpendControl = typeof spendControlGroups.$inferInsert;
/** What a request sets: everything but the id, the bin and the timestamps. */
type RuleColumns = Omit<NewSpendControl, "id" | "seq" | "bin" | "createdAt" | "updatedAt">;

/** POST /control/spend. */
export async function createSpendControl(
  ctx: SandboxContext,
  body: Create,
): Promise<SpendControlGroup> {
  const [group] = await ctx.db
    .insert(spendControlGroups)
    .values({
      bin: body.bin,
      ...columns(body),
      // Absent limits are stored as null, so "none given" stays distinct from a given value.
      periodicity: body.periodicity ?? null,
      periodicities: body.periodicities ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  return group!;
}

/**
 * PUT /control/spend/{id} (UpdateSpendControlRequest): everything but bin is replaced. The
 * schema requires every list, and a limit left out of a full update is removed.
 */
export function putSpendControl(ctx: SandboxContext, id: string, body: Put) {
  return update(ctx, id, {
    ...columns(body),
    periodicity: body.periodicity ?? null,
    periodicities: body.periodicities ?? null,
  });
}

/** PATCH /control/spend/{id}: only the given fields change. bin is refused by the schema. */
export function patchSpendControl(ctx: SandboxContext, id: string, body: Patch) {
  return update(ctx, id, columns(body));
}

async function update(
  ctx: SandboxContext,
  id: string,
  set: Partial<NewSpendControl>,
): Promise<SpendControlGroup> {
  await findSpendControl(ctx, id, { lock: true });
  // drizzle leaves undefined values out of SET, so a PATCH changes only what it names.
  const [group] = await ctx.db
    .update(spendControlGroups)
    .set({ ...set, updatedAt: ctx.now })
    .where(eq(spendControlGroups.id, id))
    .returning();
  return group!;
}

/** The request's rule fields as columns; undefined where a PATCH left a field out. */
function columns(body: Omit<Put, "bin">): RuleColumns;
function columns(body: Omit<Patch, "bin">): Partial<RuleColumns>;
function columns(body: Omit<Patch, "bin">): Partial<RuleColumns> {
  return {
    name: body.name,
    isEnabled: body.is_enabled,
    merchantCategoryCodes: body.merchant_category_codes,
    merchantIds: body.merchant_ids,
    terminalLocations: body.terminal_locations,
    terminalIds: body.terminal_ids,
    periodicity: body.periodicity,
    periodicities: body.periodicities,
  };
}
