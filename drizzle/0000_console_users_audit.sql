CREATE SCHEMA "console";
--> statement-breakpoint
CREATE TYPE "console"."role" AS ENUM('admin', 'manager', 'support', 'compliance');--> statement-breakpoint
CREATE TABLE "console"."audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"outcome" text NOT NULL,
	"detail" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "console"."users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" "console"."role" NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "console"."audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_target_idx" ON "console"."audit_log" USING btree ("action","target_id","at") WHERE "console"."audit_log"."outcome" = 'failure';