-- Saved views (issue 17): a user's named list state, a pathname and a query string, shared
-- with at most one role. Hand-written; lib/db/schema/saved-views.ts is its drizzle schema.
CREATE TABLE "console"."saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pathname" text NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"shared_role" "console"."role",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_name_length" CHECK (char_length("console"."saved_views"."name") between 1 and 60 and "console"."saved_views"."name" = btrim("console"."saved_views"."name"))
);
--> statement-breakpoint
ALTER TABLE "console"."saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "console"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_idx" ON "console"."saved_views" USING btree ("owner_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "saved_views_shared_role_idx" ON "console"."saved_views" USING btree ("shared_role");
