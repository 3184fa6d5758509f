-- A second factor (TOTP, RFC 6238) per user. The secret is sealed with the console's secret box;
-- enabled_at stays null until the user confirms one code. last_step is the last time step a code
-- was accepted for: a code of that step or earlier is refused, so a code works once.
CREATE TABLE "console"."second_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "console"."users"("id"),
	"secret_sealed" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Ten one-time recovery codes per enrolment, shown once; only their SHA-256 is kept.
CREATE TABLE "console"."recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "console"."users"("id"),
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_code" ON "console"."recovery_codes" USING btree ("user_id", "code_hash");
--> statement-breakpoint
-- The step between a right password and the code: one row per password accepted for a user with
-- a second factor. Only the token's SHA-256 is kept; it works once, for five minutes.
CREATE TABLE "console"."sign_in_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "console"."users"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
-- One row: whether every user must have a second factor. Null follows the deployment: required
-- in production, not in a demo.
CREATE TABLE "console"."security_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_second_factor" boolean,
	"updated_by" uuid REFERENCES "console"."users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_settings_one_row" CHECK ("id" = 1)
);
