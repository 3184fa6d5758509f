-- Bulk work from a file (issue 29). A batch is made by an upload, as a dry run (draft): its rows
-- are checked and stored before anything is sent. Confirmed, it is queued; a server claims it
-- with a lease (lease_holder, lease_until) and runs its rows in order, renewing the lease, so
-- N servers share the work and another resumes a batch whose server died. file_sha256 names the
-- file the rows came from.
CREATE TABLE "console"."bulk_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"maker_id" uuid NOT NULL REFERENCES "console"."users"("id"),
	"maker_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	CONSTRAINT "bulk_batches_kind" CHECK ("kind" IN ('card_actions')),
	CONSTRAINT "bulk_batches_status" CHECK ("status" IN ('draft', 'queued', 'running', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "bulk_batches_created_idx" ON "console"."bulk_batches" USING btree ("created_at" DESC);
--> statement-breakpoint
CREATE INDEX "bulk_batches_due_idx" ON "console"."bulk_batches" USING btree ("confirmed_at") WHERE "status" IN ('queued', 'running');
--> statement-breakpoint
-- One row of a batch's file: its cells as read, the action's input when the row is valid (else
-- the problem per column), and its outcome. The idempotency key is made at upload, so a resumed
-- or retried row is sent under the same key.
CREATE TABLE "console"."bulk_rows" (
	"batch_id" uuid NOT NULL REFERENCES "console"."bulk_batches"("id") ON DELETE CASCADE,
	"row_no" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"input" jsonb,
	"problems" jsonb,
	"status" text NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"result" jsonb,
	"error_code" text,
	"error_message" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_rows_pk" PRIMARY KEY ("batch_id", "row_no"),
	CONSTRAINT "bulk_rows_status" CHECK ("status" IN ('invalid', 'pending', 'running', 'done', 'refused', 'unknown', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "bulk_rows_status_idx" ON "console"."bulk_rows" USING btree ("batch_id", "status", "row_no");
