-- What an admin sets for compliance cases: automatic assignment in turn, each officer's limit of
-- open cases, the escalation threshold (one row, absent until first saved: the code's defaults
-- hold until then), and due times per kind and priority (a row only where an admin overrode
-- the default). And each officer's availability and when they were last given a case in turn.
CREATE TABLE "console"."case_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"auto_assign" boolean DEFAULT false NOT NULL,
	"open_case_limit" integer NOT NULL,
	"escalate_after_hours" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid REFERENCES "console"."users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_settings_one_row" CHECK ("id"),
	CONSTRAINT "case_settings_limit" CHECK ("open_case_limit" between 1 and 1000),
	CONSTRAINT "case_settings_escalate" CHECK ("escalate_after_hours" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "console"."case_due_hours" (
	"kind" text NOT NULL,
	"priority" text NOT NULL,
	"hours" integer NOT NULL,
	CONSTRAINT "case_due_hours_pk" PRIMARY KEY ("kind","priority"),
	CONSTRAINT "case_due_hours_kind" CHECK ("kind" in ('aml_hold', 'rejected_verification', 'manual')),
	CONSTRAINT "case_due_hours_priority" CHECK ("priority" in ('low', 'normal', 'high')),
	CONSTRAINT "case_due_hours_hours" CHECK ("hours" between 1 and 2160)
);
--> statement-breakpoint
CREATE TABLE "console"."case_officers" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "console"."users"("id"),
	"away" boolean DEFAULT false NOT NULL,
	"last_assigned_at" timestamp with time zone
);
