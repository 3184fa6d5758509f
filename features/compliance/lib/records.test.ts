import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { DECISION_REASON_MAX, NOTE_MAX } from "@/lib/db/schema/compliance-values";
import { createTestDb, testBackends } from "@/lib/db/testing";
import {
  findComplianceDecision,
  insertComplianceDecision,
  insertComplianceNote,
  latestDecisions,
  listComplianceDecisions,
  listComplianceNotes,
} from "./records";

describe.each(testBackends)("compliance records on %s", (backend) => {
  let handle: DbHandle;
  let authorId: string;
  beforeAll(async () => {
    handle = await createTestDb(backend);
    const [user] = await handle.db
      .insert(users)
      .values({ email: "c@example.com", name: "Cora", role: "compliance", passwordHash: "-" })
      .returning();
    authorId = user!.id;
  });
  afterAll(() => handle.close());

  const rawDecision = (decision: string, reason: string, author = authorId) =>
    handle.db.execute(
      sql`insert into console.compliance_decisions (customer_id, decision, reason, author_id)
          values ('raw', ${decision}, ${reason}, ${author})`,
    );
  const rawNote = (body: string) =>
    handle.db.execute(
      sql`insert into console.compliance_notes (customer_id, body, author_id)
          values ('raw', ${body}, ${authorId})`,
    );

  it("lists notes and decisions newest first, with their author", async () => {
    await insertComplianceNote(handle.db, {
      customerId: "c1",
      body: "Called the customer",
      authorId,
    });
    await insertComplianceNote(handle.db, {
      customerId: "c1",
      body: "Passport requested",
      authorId,
    });
    await insertComplianceNote(handle.db, { customerId: "c2", body: "Other customer", authorId });
    const notes = await listComplianceNotes(handle.db, "c1");
    expect(notes.map((n) => n.body)).toEqual(["Passport requested", "Called the customer"]);
    expect(notes[0]).toMatchObject({ authorName: "Cora", authorEmail: "c@example.com" });

    await insertComplianceDecision(handle.db, {
      customerId: "c1",
      decision: "escalate",
      reason: "Unclear source of funds",
      authorId,
    });
    const cleared = await insertComplianceDecision(handle.db, {
      customerId: "c1",
      decision: "clear",
      reason: "Documents verified",
      authorId,
    });
    const decisions = await listComplianceDecisions(handle.db, "c1");
    expect(decisions.map((d) => d.decision)).toEqual(["clear", "escalate"]);
    expect(decisions[0]).toMatchObject({ reason: "Documents verified", authorName: "Cora" });

    expect(await findComplianceDecision(handle.db, "c1", cleared.id)).toMatchObject({
      decision: "clear",
    });
    // A decision is found only under its own customer.
    expect(await findComplianceDecision(handle.db, "c2", cleared.id)).toBeNull();
  });

  it("gives each customer's decision in force, and nothing for undecided ones", async () => {
    await insertComplianceDecision(handle.db, {
      customerId: "c3",
      decision: "keep_on_hold",
      reason: "Waiting for documents",
      authorId,
    });
    const latest = await latestDecisions(handle.db, ["c1", "c3", "undecided"]);
    expect(latest.get("c1")?.decision).toBe("clear");
    expect(latest.get("c3")?.decision).toBe("keep_on_hold");
    expect(latest.has("undecided")).toBe(false);
    expect((await latestDecisions(handle.db, [])).size).toBe(0);
  });

  it("refuses a decision outside the list", async () => {
    await expect(rawDecision("approve", "ok")).rejects.toThrow();
    await expect(rawDecision("clear", "ok")).resolves.toBeDefined();
  });

  it("refuses an empty, blank or over-long reason, and accepts one at the limit", async () => {
    await expect(rawDecision("reject", "")).rejects.toThrow();
    await expect(rawDecision("reject", "  \n ")).rejects.toThrow();
    await expect(rawDecision("reject", "r".repeat(DECISION_REASON_MAX + 1))).rejects.toThrow();
    await expect(rawDecision("reject", "r".repeat(DECISION_REASON_MAX))).resolves.toBeDefined();
  });

  it("refuses a decision by an unknown author", async () => {
    await expect(
      rawDecision("clear", "ok", "00000000-0000-4000-8000-000000000000"),
    ).rejects.toThrow();
  });

  it("refuses an empty, blank or over-long note, and accepts one at the limit", async () => {
    await expect(rawNote("")).rejects.toThrow();
    await expect(rawNote("   ")).rejects.toThrow();
    await expect(rawNote("n".repeat(NOTE_MAX + 1))).rejects.toThrow();
    await expect(rawNote("n".repeat(NOTE_MAX))).resolves.toBeDefined();
  });

  /** Drizzle wraps the database's refusal; its own message is the cause. */
  const refusal = (query: Promise<unknown>) =>
    query.then(
      () => "accepted",
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );

  it.each(["compliance_decisions", "compliance_notes"])(
    "keeps %s append-only: no update, delete or truncate",
    async (table) => {
      const name = sql.identifier(table);
      const count = () => queryRows(handle.db, sql`select count(*)::int as n from console.${name}`);
      const before = await count();
      expect(before).not.toEqual([{ n: 0 }]);
      for (const change of [
        sql`update console.${name} set created_at = now() - interval '1 year'`,
        sql`delete from console.${name}`,
        sql`truncate console.${name}`,
      ]) {
        expect(await refusal(handle.db.execute(change))).toMatch(
          new RegExp(`console\\.${table} is append-only \\((UPDATE|DELETE|TRUNCATE) refused\\)`),
        );
      }
      expect(await count()).toEqual(before);
    },
  );
});
