-- Compliance notes are append-only, like decisions and the audit log: a note is corrected by a
-- newer note, never by rewriting the old one. (Triggers are not in drizzle's snapshot.)
CREATE TRIGGER "compliance_notes_append_only"
  BEFORE UPDATE OR DELETE ON "console"."compliance_notes"
  FOR EACH ROW EXECUTE FUNCTION "console"."refuse_row_change"();
--> statement-breakpoint
CREATE TRIGGER "compliance_notes_no_truncate"
  BEFORE TRUNCATE ON "console"."compliance_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "console"."refuse_row_change"();
