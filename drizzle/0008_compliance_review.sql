CREATE TABLE "console"."compliance_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_decisions_decision" CHECK ("console"."compliance_decisions"."decision" in ('clear', 'keep_on_hold', 'reject', 'escalate')),
	CONSTRAINT "compliance_decisions_reason" CHECK ("console"."compliance_decisions"."reason" ~ '\S' and char_length("console"."compliance_decisions"."reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "console"."compliance_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_notes_body" CHECK ("console"."compliance_notes"."body" ~ '\S' and char_length("console"."compliance_notes"."body") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "console"."compliance_decisions" ADD CONSTRAINT "compliance_decisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "console"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console"."compliance_notes" ADD CONSTRAINT "compliance_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "console"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_decisions_customer" ON "console"."compliance_decisions" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "compliance_notes_customer" ON "console"."compliance_notes" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A decision record is append-only, like the audit log: a decision is changed by recording a
-- newer one, never by rewriting the old. (Triggers are not in drizzle's snapshot; hand-written.)
CREATE FUNCTION "console"."refuse_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%.% is append-only (% refused)', TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "compliance_decisions_append_only"
  BEFORE UPDATE OR DELETE ON "console"."compliance_decisions"
  FOR EACH ROW EXECUTE FUNCTION "console"."refuse_row_change"();
--> statement-breakpoint
CREATE TRIGGER "compliance_decisions_no_truncate"
  BEFORE TRUNCATE ON "console"."compliance_decisions"
  FOR EACH STATEMENT EXECUTE FUNCTION "console"."refuse_row_change"();
