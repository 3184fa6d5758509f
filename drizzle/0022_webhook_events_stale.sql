ALTER TABLE "console"."webhook_events" ADD COLUMN "stale_at" timestamp with time zone;
