-- Bulk work from a file gains its money and onboarding kinds (issue 29).
ALTER TABLE "console"."bulk_batches" DROP CONSTRAINT "bulk_batches_kind";
--> statement-breakpoint
ALTER TABLE "console"."bulk_batches" ADD CONSTRAINT "bulk_batches_kind" CHECK ("kind" IN ('card_actions', 'money', 'onboarding'));
--> statement-breakpoint
-- A bulk batch's four-eyes policy may hold back a batch of more than max_rows rows ("above"),
-- besides (for money) a total per currency above its threshold. Null: no row limit.
ALTER TABLE "console"."approval_policies" ADD COLUMN "max_rows" integer;
--> statement-breakpoint
ALTER TABLE "console"."approval_policies" ADD CONSTRAINT "approval_policies_max_rows" CHECK ("max_rows" IS NULL OR "max_rows" >= 1);
