-- Compliance cases (features/cases, lib/console/cases): one customer's hold, rejected
-- verification or hand-raised concern, with an owner, a deadline, a timeline and an outcome.
CREATE TABLE "console"."compliance_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"owner_id" uuid REFERENCES "console"."users"("id"),
	"due_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"opened_by" uuid REFERENCES "console"."users"("id"),
	"outcome" text,
	"outcome_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "compliance_cases_kind" CHECK ("kind" in ('aml_hold', 'rejected_verification', 'manual')),
	CONSTRAINT "compliance_cases_status" CHECK ("status" in ('new', 'in_review', 'waiting_on_customer', 'escalated', 'closed')),
	CONSTRAINT "compliance_cases_priority" CHECK ("priority" in ('low', 'normal', 'high')),
	CONSTRAINT "compliance_cases_outcome" CHECK (("status" = 'closed') = ("outcome" is not null) and ("outcome" is null or "outcome" in ('cleared', 'rejected', 'exited', 'false_positive', 'other')))
);
--> statement-breakpoint
-- At most one open case per customer and kind: duplicate webhooks and N servers learning of the
-- same hold all insert "on conflict do nothing" against this index.
CREATE UNIQUE INDEX "compliance_cases_one_open" ON "console"."compliance_cases" USING btree ("customer_id","kind") WHERE "status" <> 'closed';
--> statement-breakpoint
CREATE INDEX "compliance_cases_open_due" ON "console"."compliance_cases" USING btree ("due_at") WHERE "status" <> 'closed';
--> statement-breakpoint
CREATE INDEX "compliance_cases_owner_due" ON "console"."compliance_cases" USING btree ("owner_id","due_at");
--> statement-breakpoint
CREATE INDEX "compliance_cases_customer" ON "console"."compliance_cases" USING btree ("customer_id");
--> statement-breakpoint
CREATE TABLE "console"."compliance_case_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL REFERENCES "console"."compliance_cases"("id"),
	"type" text NOT NULL,
	"actor_id" uuid REFERENCES "console"."users"("id"),
	"from_status" text,
	"to_status" text,
	"owner_id" uuid REFERENCES "console"."users"("id"),
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_case_events_type" CHECK ("type" in ('opened', 'assigned', 'status', 'note', 'closed'))
);
--> statement-breakpoint
CREATE INDEX "compliance_case_events_case" ON "console"."compliance_case_events" USING btree ("case_id","id");
--> statement-breakpoint
-- The timeline is append-only, like the audit log and compliance notes.
CREATE TRIGGER "compliance_case_events_append_only"
  BEFORE UPDATE OR DELETE ON "console"."compliance_case_events"
  FOR EACH ROW EXECUTE FUNCTION "console"."refuse_row_change"();
--> statement-breakpoint
CREATE TRIGGER "compliance_case_events_no_truncate"
  BEFORE TRUNCATE ON "console"."compliance_case_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "console"."refuse_row_change"();
