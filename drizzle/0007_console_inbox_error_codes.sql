CREATE TABLE "console"."cache_marks" (
	"name" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cache_marks_name_pk" PRIMARY KEY("name")
);
--> statement-breakpoint
CREATE TABLE "console"."customer_verifications" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reject_reason" jsonb,
	"event_created_at" timestamp with time zone NOT NULL,
	"webhook_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."error_codes" (
	"code" integer PRIMARY KEY NOT NULL,
	"detail" text NOT NULL,
	"status_code" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."payment_states" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"payment_status" text NOT NULL,
	"reason_code" text,
	"event_created_at" timestamp with time zone NOT NULL,
	"webhook_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."webhook_events" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text,
	"transaction_id" text,
	"payload" jsonb NOT NULL,
	"applied" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_events_newest" ON "console"."webhook_events" USING btree ("created_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_events_customer" ON "console"."webhook_events" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "webhook_events_transaction" ON "console"."webhook_events" USING btree ("transaction_id");