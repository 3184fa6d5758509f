-- One-time links an admin hands a person: an invitation to set a first password, or a password
-- reset. Only the token's SHA-256 is kept; a link works once, until it expires (72 h).
CREATE TABLE "console"."user_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "console"."users"("id"),
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid REFERENCES "console"."users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_links_purpose" CHECK ("purpose" in ('invite', 'reset'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_links_token" ON "console"."user_links" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "user_links_user" ON "console"."user_links" USING btree ("user_id");
