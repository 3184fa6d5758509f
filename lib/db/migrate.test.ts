import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "./client";
import { runMigrations } from "./migrate";
import { auditLog } from "./schema";
import { createTestDb, testBackends } from "./testing";

describe.each(testBackends)("migrations on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  it("creates the console schema and is safe to run again", async () => {
    await runMigrations(handle);
    await Promise.all([runMigrations(handle), runMigrations(handle)]);
    const rows = await queryRows(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'console' order by 1`,
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      "approval_policies",
      "approval_requests",
      "audit_log",
      "bulk_batches",
      "bulk_rows",
      "cache_marks",
      "case_due_hours",
      "case_officers",
      "case_settings",
      "clock",
      "compliance_case_attachments",
      "compliance_case_events",
      "compliance_cases",
      "compliance_decisions",
      "compliance_notes",
      "customer_verifications",
      "deployment_secrets",
      "directory_entries",
      "directory_name_tails",
      "directory_sync",
      "error_codes",
      "money_movements",
      "notifications",
      "onboarding_drafts",
      "payment_states",
      "pending_products",
      "provider_credentials",
      "recovery_codes",
      "remittance_beneficiaries",
      "saved_views",
      "second_factors",
      "security_settings",
      "sessions",
      "sign_in_challenges",
      "sign_in_throttle",
      "spend_control_groups",
      "user_links",
      "users",
      "webhook_events",
      "webhook_rejections",
    ]);
  });

  it("refuses to update, delete or truncate audit rows", async () => {
    const [row] = await handle.db
      .insert(auditLog)
      .values({ action: "test.append", outcome: "success" })
      .returning();
    await expect(
      handle.db.execute(sql`update console.audit_log set action = 'x' where id = ${row!.id}`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`delete from console.audit_log where id = ${row!.id}`),
    ).rejects.toThrow();
    await expect(handle.db.execute(sql`truncate console.audit_log`)).rejects.toThrow();
    expect(await queryRows(handle.db, sql`select action from console.audit_log`)).toEqual([
      { action: "test.append" },
    ]);
  });
});
