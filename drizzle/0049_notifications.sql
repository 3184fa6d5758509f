-- The header's bell: one person's notices (a case given to them, a mention, a case that woke,
-- escalated or went overdue, a four-eyes request that ended), each read or unread.
CREATE TABLE "console"."notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "console"."users"("id"),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"href" text NOT NULL,
	"actor_id" uuid REFERENCES "console"."users"("id"),
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind" CHECK ("kind" in ('assigned', 'mentioned', 'woke', 'escalated', 'overdue', 'approval')),
	CONSTRAINT "notifications_href" CHECK ("href" like '/%' and "href" not like '//%')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe" ON "console"."notifications" USING btree ("user_id","dedupe_key");
--> statement-breakpoint
CREATE INDEX "notifications_user" ON "console"."notifications" USING btree ("user_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "console"."notifications" USING btree ("user_id") WHERE "read_at" is null;
