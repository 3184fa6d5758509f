-- pg_trgm answers partial and fuzzy name matches; PGlite loads it as an extension (lib/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "console"."directory_entries" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"display_name" text NOT NULL,
	"search_name" text NOT NULL,
	"email" text,
	"phone" text,
	"account_identifier" text,
	"card_last_four" text,
	"status" text,
	"kyc_level" text,
	"created_date" timestamp with time zone,
	"owner_kind" text,
	"owner_id" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_entries_kind_id_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "directory_entries_kind" CHECK ("console"."directory_entries"."kind" in ('customer', 'corporate', 'account', 'card'))
);
--> statement-breakpoint
CREATE INDEX "directory_entries_id_idx" ON "console"."directory_entries" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "directory_entries_kind_name_idx" ON "console"."directory_entries" USING btree ("kind","search_name");
--> statement-breakpoint
CREATE INDEX "directory_entries_kind_created_idx" ON "console"."directory_entries" USING btree ("kind","created_date");
--> statement-breakpoint
CREATE INDEX "directory_entries_email_idx" ON "console"."directory_entries" USING btree ("email");
--> statement-breakpoint
CREATE INDEX "directory_entries_phone_idx" ON "console"."directory_entries" USING btree ("phone");
--> statement-breakpoint
CREATE INDEX "directory_entries_account_identifier_idx" ON "console"."directory_entries" USING btree ("account_identifier");
--> statement-breakpoint
CREATE INDEX "directory_entries_card_last_four_idx" ON "console"."directory_entries" USING btree ("card_last_four");
--> statement-breakpoint
CREATE INDEX "directory_entries_owner_idx" ON "console"."directory_entries" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "directory_entries_search_name_trgm_idx" ON "console"."directory_entries" USING gin ("search_name" gin_trgm_ops);
