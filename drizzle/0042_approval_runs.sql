-- The approval executor (features/approvals/lib/execute.ts): an approved request is run by the
-- server that holds its lease, until the lease ends. A server that dies mid-run leaves the lease
-- to expire, and another server takes the request up; run_attempts says a run was begun before.
ALTER TABLE "console"."approval_requests" ADD COLUMN "run_holder" text;--> statement-breakpoint
ALTER TABLE "console"."approval_requests" ADD COLUMN "run_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "console"."approval_requests" ADD COLUMN "run_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The executor's periodic question reads only the requests approved and not yet settled.
CREATE INDEX "approval_requests_to_run_idx" ON "console"."approval_requests" USING btree ("run_lease_until") WHERE "status" = 'approved';
