-- The case inbox at 100,000 cases (npm run bench): the open cases' counts read one index only
-- (status, owner, snooze and deadline in it), and the Closed view reads its cases latest first.
DROP INDEX IF EXISTS "console"."compliance_cases_open_due";
--> statement-breakpoint
CREATE INDEX "compliance_cases_open_due" ON "console"."compliance_cases" USING btree ("due_at") INCLUDE ("status", "owner_id", "snoozed_until") WHERE "status" <> 'closed';
--> statement-breakpoint
CREATE INDEX "compliance_cases_closed" ON "console"."compliance_cases" USING btree ("closed_at" DESC, "id") WHERE "status" = 'closed';
