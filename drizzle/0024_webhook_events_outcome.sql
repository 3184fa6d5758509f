-- What the receiver found and did with each stored event: the signature's timestamp, the
-- processing outcome (and why a known type failed), and every redelivery of the same id.
ALTER TABLE "console"."webhook_events" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "console"."webhook_events" ADD COLUMN "outcome" text DEFAULT 'stored' NOT NULL;--> statement-breakpoint
ALTER TABLE "console"."webhook_events" ADD COLUMN "problem" text;--> statement-breakpoint
ALTER TABLE "console"."webhook_events" ADD COLUMN "deliveries" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "console"."webhook_events" ADD COLUMN "last_delivery_at" timestamp with time zone;--> statement-breakpoint
UPDATE "console"."webhook_events" SET "outcome" = 'applied' WHERE "applied";--> statement-breakpoint
UPDATE "console"."webhook_events" SET "last_delivery_at" = "received_at";--> statement-breakpoint
CREATE INDEX "webhook_events_received" ON "console"."webhook_events" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "console"."webhook_rejections" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
