import { and, eq, inArray, sql } from "drizzle-orm";
import { type Db, queryRows } from "@/lib/db";
import { complianceCases, directoryEntries } from "@/lib/db/schema";
import type { CaseKind, CasePriority } from "@/lib/db/schema/case-values";
import { consoleNow } from "../clock";
import { assignInTurn } from "./assign";
import { DEFAULT_DUE_HOURS } from "./machine";
import { readCaseSettings } from "./settings";

export type CaseOpening = {
  customerId: string;
  kind: CaseKind;
  /** What the provider reported, or the words of whoever raised it. */
  reason: string;
  priority?: CasePriority;
  /** Who raised it by hand; none when the console opens it on the provider's word. */
  openedBy?: string | null;
};

export type OpenedCase = { id: string; customerId: string; kind: CaseKind };

/**
 * Opens the cases asked for, each with its "opened" line on the timeline, in one statement.
 * A customer who already has an open case of that kind gets no second one: the insert does
 * nothing against the partial unique index (drizzle/0045), so two servers, or a webhook and a
 * page read, racing on one hold open one case between them. Each is due its kind's and
 * priority's time after opening (an admin's, or the default). With automatic assignment on,
 * the new cases go to officers in turn. Answers only the cases it opened.
 */
export async function openCases(
  db: Db,
  openings: readonly CaseOpening[],
  now?: Date,
): Promise<OpenedCase[]> {
  const unique = [...new Map(openings.map((o) => [`${o.customerId}:${o.kind}`, o])).values()];
  if (unique.length === 0) return [];
  // Opened and due by one clock, the console's: the deadline is exactly its span after opening.
  const opened = (now ?? (await consoleNow(db))).toISOString();
  const rows = sql.join(
    unique.map((o) => {
      const priority = o.priority ?? "normal";
      const hours = DEFAULT_DUE_HOURS[o.kind][priority];
      return sql`(${o.customerId}, ${o.kind}, ${priority}, ${hours}::integer, ${o.reason}, ${o.openedBy ?? null}::uuid, ${opened}::timestamptz)`;
    }),
    sql`, `,
  );
  const cases = await queryRows<OpenedCase>(
    db,
    sql`with wanted (customer_id, kind, priority, default_hours, reason, opened_by, at) as (values ${rows}),
    opened as (
      insert into console.compliance_cases
        (customer_id, kind, priority, due_at, reason, opened_by, created_at, updated_at)
      select w.customer_id, w.kind, w.priority,
        w.at + make_interval(hours => coalesce(h.hours, w.default_hours)),
        w.reason, w.opened_by, w.at, w.at
      from wanted w
      left join console.case_due_hours h on h.kind = w.kind and h.priority = w.priority
      on conflict do nothing
      returning id, customer_id, kind, reason, opened_by, created_at
    ),
    logged as (
      insert into console.compliance_case_events (case_id, type, actor_id, to_status, body, at)
      select id, 'opened', opened_by, 'new', reason, created_at from opened
    )
    select id, customer_id as "customerId", kind from opened`,
  );
  if (cases.length === 0) return cases;
  const settings = await readCaseSettings(db);
  if (settings.autoAssign)
    await assignInTurn(
      db,
      cases.map((c) => ({ id: c.id, from: null })),
      {
        actorId: null,
        body: "Given in turn by the console (automatic assignment).",
        openCaseLimit: settings.openCaseLimit,
      },
    );
  return cases;
}

/** The customer statuses that put a customer in front of compliance, and why, in words. */
const holdReasons: Record<string, string> = {
  OnHold: "The provider reports the customer on hold by its AML check.",
  Rejected: "The provider reports the customer rejected by its AML check.",
};

type SeenCustomer = { id: string; status?: string | null };

const isHeld = (customer: SeenCustomer) =>
  Boolean(customer.status && Object.hasOwn(holdReasons, customer.status));

/**
 * Which of these customers the directory already knew as held or rejected: read before a new
 * answer is recorded, so openCasesForHolds can tell a new hold from one it has seen before.
 */
export async function heldBefore(db: Db, customers: readonly SeenCustomer[]): Promise<Set<string>> {
  const ids = customers.filter(isHeld).map((customer) => customer.id);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: directoryEntries.id })
    .from(directoryEntries)
    .where(
      and(
        eq(directoryEntries.kind, "customer"),
        inArray(directoryEntries.id, ids),
        inArray(directoryEntries.status, Object.keys(holdReasons)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * An AML case for each customer the provider reports held or rejected, wherever the console
 * read it (a page, a list, the directory sync), when the hold is new to the console: the
 * customer was not known held before this read (`wasHeld`), or has never had an AML case (held
 * before cases existed). So a case an officer closed while the provider still holds the
 * customer (its compliance team lifts the hold later) is not opened again on the next read;
 * a hold that is lifted and comes back opens a new one.
 */
export async function openCasesForHolds(
  db: Db,
  customers: readonly SeenCustomer[],
  wasHeld: ReadonlySet<string>,
): Promise<OpenedCase[]> {
  const held = customers.filter(isHeld);
  if (held.length === 0) return [];
  const known = held.filter((customer) => wasHeld.has(customer.id)).map((c) => c.id);
  const withCase = new Set(
    known.length === 0
      ? []
      : (
          await db
            .selectDistinct({ id: complianceCases.customerId })
            .from(complianceCases)
            .where(
              and(eq(complianceCases.kind, "aml_hold"), inArray(complianceCases.customerId, known)),
            )
        ).map((row) => row.id),
  );
  return openCases(
    db,
    held
      .filter((customer) => !wasHeld.has(customer.id) || !withCase.has(customer.id))
      .map((customer) => ({
        customerId: customer.id,
        kind: "aml_hold" as const,
        reason: holdReasons[customer.status ?? ""] ?? "",
      })),
  );
}
