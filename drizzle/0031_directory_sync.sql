-- The directory's filling from the provider: one shared row (lease, backfill progress, last outcome).
CREATE TABLE "console"."directory_sync" (
	"id" text PRIMARY KEY NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"backfill_next_page" integer,
	"backfill_pages_done" integer DEFAULT 0 NOT NULL,
	"backfill_rows_done" integer DEFAULT 0 NOT NULL,
	"backfill_total_count" integer,
	"backfill_started_at" timestamp with time zone,
	"backfill_finished_at" timestamp with time zone,
	"last_run" text,
	"last_run_at" timestamp with time zone,
	"last_outcome" text,
	"last_message" text,
	"last_succeeded_at" timestamp with time zone,
	CONSTRAINT "directory_sync_last_run" CHECK ("console"."directory_sync"."last_run" in ('backfill', 'incremental')),
	CONSTRAINT "directory_sync_last_outcome" CHECK ("console"."directory_sync"."last_outcome" in ('succeeded', 'failed'))
);
--> statement-breakpoint
INSERT INTO "console"."directory_sync" ("id") VALUES ('directory');
