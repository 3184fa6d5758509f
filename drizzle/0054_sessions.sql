-- One row per sign-in: the device's sessions a user sees on their Security page and can end one
-- by one. A session holds while ended_at is null and its session_version is still the user's:
-- raising the user's version (a password reset, a disabling, an admin ending them all) ends every
-- row at once, as it did before sessions had rows. last_seen_at moves at most once a minute.
CREATE TABLE "console"."sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "console"."users"("id"),
	"session_version" integer NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip" text,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "console"."sessions" USING btree ("user_id", "last_seen_at" DESC);
