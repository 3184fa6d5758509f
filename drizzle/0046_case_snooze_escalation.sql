-- A case can be snoozed until a time (it wakes by itself, or at the customer's next verification
-- event), and an overdue case escalates by itself: both are lines on its timeline.
ALTER TABLE "console"."compliance_cases" ADD COLUMN "snoozed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "console"."compliance_case_events" DROP CONSTRAINT "compliance_case_events_type";
--> statement-breakpoint
ALTER TABLE "console"."compliance_case_events" ADD CONSTRAINT "compliance_case_events_type" CHECK ("type" in ('opened', 'assigned', 'status', 'note', 'closed', 'snoozed', 'woke', 'escalated'));
