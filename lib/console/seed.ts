import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { Role } from "@/lib/db/schema";
import { approvalPolicies, users } from "@/lib/db/schema";
import { hashPassword } from "./auth/password";

export const DEMO_PASSWORD = "Demo!Console2026";

export const demoUsers: { email: string; name: string; role: Role }[] = [
  { email: "admin@example.com", name: "Ada Admin", role: "admin" },
  { email: "manager@example.com", name: "Max Manager", role: "manager" },
  { email: "support@example.com", name: "Sam Support", role: "support" },
  { email: "compliance@example.com", name: "Cora Compliance", role: "compliance" },
  // A second admin, manager and compliance officer, so four-eyes approval can be tried at once
  // (a policy change waits for another admin).
  { email: "admin2@example.com", name: "Alex Admin", role: "admin" },
  { email: "manager2@example.com", name: "Mia Manager", role: "manager" },
  { email: "compliance2@example.com", name: "Cleo Compliance", role: "compliance" },
];

/**
 * The demo's four-eyes policies: debits above 1,000.00 EUR need a second manager, as do money
 * batches above 1,000.00 EUR in total or of more than 100 rows; and a policy change needs another
 * admin (it would wait for approval all the same while the debit policy is on:
 * see policiesInForce). Set once; an admin's later change (even to off) is kept.
 */
export async function seedDemoPolicies(db: Db): Promise<void> {
  await db
    .insert(approvalPolicies)
    .values([
      { action: "debit", mode: "above", thresholds: { EUR: 100000 }, approverRole: "manager" },
      {
        action: "bulk_money",
        mode: "above",
        thresholds: { EUR: 100000 },
        maxRows: 100,
        approverRole: "manager",
      },
      { action: "policy_change", mode: "always", thresholds: {}, approverRole: "admin" },
    ])
    .onConflictDoNothing();
}

/** Creates the demo users that are missing; existing accounts (and their changes) are kept. */
export async function seedDemoUsers(db: Db): Promise<number> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.email} like '%@example.com'`);
  const missing = demoUsers.filter((u) => !existing.some((e) => e.email === u.email));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values(missing.map((u) => ({ ...u, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length;
}
