-- Evidence on a case: the file's bytes in the database (every server serves the same file), the
-- type its content showed, and a SHA-256 the database checks against the bytes. Append-only.
CREATE TABLE "console"."compliance_case_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL REFERENCES "console"."compliance_cases"("id"),
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" bytea NOT NULL,
	"uploaded_by" uuid NOT NULL REFERENCES "console"."users"("id"),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_case_attachments_type" CHECK ("media_type" in ('application/pdf', 'image/png', 'image/jpeg', 'text/plain')),
	CONSTRAINT "compliance_case_attachments_size" CHECK ("size" > 0 and "size" <= 10485760 and "size" = octet_length("content")),
	CONSTRAINT "compliance_case_attachments_sha256" CHECK ("sha256" = encode(sha256("content"), 'hex'))
);
--> statement-breakpoint
CREATE INDEX "compliance_case_attachments_case" ON "console"."compliance_case_attachments" USING btree ("case_id","at");
--> statement-breakpoint
CREATE TRIGGER "compliance_case_attachments_append_only"
  BEFORE UPDATE OR DELETE ON "console"."compliance_case_attachments"
  FOR EACH ROW EXECUTE FUNCTION "console"."refuse_row_change"();
--> statement-breakpoint
CREATE TRIGGER "compliance_case_attachments_no_truncate"
  BEFORE TRUNCATE ON "console"."compliance_case_attachments"
  FOR EACH STATEMENT EXECUTE FUNCTION "console"."refuse_row_change"();
--> statement-breakpoint
ALTER TABLE "console"."compliance_case_events" ADD COLUMN "attachment_id" uuid REFERENCES "console"."compliance_case_attachments"("id");
--> statement-breakpoint
ALTER TABLE "console"."compliance_case_events" DROP CONSTRAINT "compliance_case_events_type";
--> statement-breakpoint
ALTER TABLE "console"."compliance_case_events" ADD CONSTRAINT "compliance_case_events_type" CHECK ("type" in ('opened', 'assigned', 'status', 'note', 'closed', 'snoozed', 'woke', 'escalated', 'attachment'));
