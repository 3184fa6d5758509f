import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { type Db, queryRows } from "@/lib/db";
import { caseOfficers, complianceCaseEvents, complianceCases } from "@/lib/db/schema";
import { caseHref, notify } from "../notifications/notify";

// One key for every server: automatic assignment takes its turns one at a time.
const TURN_LOCK = 270_027;

/**
 * Gives each case, in turn, to the available compliance officer (enabled, not away, under the
 * open-case limit) who was given one longest ago, or never. Turns are taken under one
 * transaction-scoped advisory lock, so N servers opening cases at once still go round the
 * officers in order and never past a limit: each pick reads what the turns before it committed.
 * A case nobody can take stays where it is, and so does one whose owner changed since it was
 * chosen (`from`: the owner it was chosen with, null for an unowned case): a take that came
 * first is never undone. Answers each case's new owner, or null.
 */
export async function assignInTurn(
  db: Db,
  cases: readonly { id: string; from: string | null }[],
  how: { actorId: string | null; body: string; openCaseLimit: number; exclude?: string },
): Promise<Map<string, string | null>> {
  const given = new Map<string, string | null>();
  if (cases.length === 0) return given;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TURN_LOCK})`);
    for (const { id: caseId, from } of cases) {
      const [pick] = await queryRows<{ id: string; name: string }>(
        tx,
        sql`select u.id, u.name from console.users u
          left join console.case_officers o on o.user_id = u.id
          where u.role = 'compliance' and not u.disabled and not coalesce(o.away, false)
            and u.id is distinct from ${how.exclude ?? null}::uuid
            and (select count(*) from console.compliance_cases c
                 where c.owner_id = u.id and c.status <> 'closed') < ${how.openCaseLimit}
          order by o.last_assigned_at asc nulls first, u.id
          limit 1`,
      );
      given.set(caseId, pick?.id ?? null);
      if (!pick) continue;
      const [moved] = await tx
        .update(complianceCases)
        .set({
          ownerId: pick.id,
          version: sql`${complianceCases.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(complianceCases.id, caseId),
            ne(complianceCases.status, "closed"),
            from === null ? isNull(complianceCases.ownerId) : eq(complianceCases.ownerId, from),
          ),
        )
        .returning({ customerId: complianceCases.customerId });
      if (!moved) {
        given.set(caseId, null);
        continue;
      }
      // clock_timestamp, not now(): several turns in one transaction must still be ordered.
      await tx
        .insert(caseOfficers)
        .values({ userId: pick.id, lastAssignedAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({
          target: caseOfficers.userId,
          set: { lastAssignedAt: sql`clock_timestamp()` },
        });
      await tx.insert(complianceCaseEvents).values({
        caseId,
        type: "assigned",
        actorId: how.actorId,
        ownerId: pick.id,
        body: how.body,
      });
      const [name] = await queryRows<{ name: string | null }>(
        tx,
        sql`select display_name as name from console.directory_entries
          where kind = 'customer' and id = ${moved.customerId}`,
      );
      await notify(tx, [
        {
          userId: pick.id,
          kind: "assigned",
          title: `A case was given to you in turn: ${name?.name ?? "a customer"}`,
          href: caseHref(caseId),
          actorId: how.actorId,
        },
      ]);
    }
  });
  return given;
}
