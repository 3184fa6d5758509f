-- Four-eyes approval (issue 19): the policies that hold actions back, and the requests they make.
CREATE TABLE "console"."approval_policies" (
	"action" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'off' NOT NULL,
	"thresholds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approver_role" "console"."role" NOT NULL,
	"expiry_hours" integer DEFAULT 24 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_policies_mode" CHECK ("console"."approval_policies"."mode" in ('off', 'always', 'above')),
	CONSTRAINT "approval_policies_expiry" CHECK ("console"."approval_policies"."expiry_hours" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "console"."approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_name" text NOT NULL,
	"policy" text NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text,
	"maker_id" uuid NOT NULL,
	"maker_email" text NOT NULL,
	"approver_role" "console"."role" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checker_id" uuid,
	"checker_email" text,
	"reason" text,
	"outcome" jsonb,
	"target_type" text,
	"target_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"maker_notified_at" timestamp with time zone,
	CONSTRAINT "approval_requests_status" CHECK ("console"."approval_requests"."status" in ('pending', 'withdrawn', 'rejected', 'approved', 'executed', 'failed', 'expired')),
	CONSTRAINT "approval_requests_four_eyes" CHECK ("console"."approval_requests"."checker_id" is null or "console"."approval_requests"."checker_id" <> "console"."approval_requests"."maker_id")
);
--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "console"."approval_requests" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "approval_requests_target_idx" ON "console"."approval_requests" USING btree ("target_type","target_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_key_idx" ON "console"."approval_requests" USING btree ("action_name","idempotency_key") WHERE "console"."approval_requests"."idempotency_key" is not null;
