-- Sign-in attempts are counted in their own rows, by one conditional statement per attempt
-- (lib/console/auth/sign-in-throttle.ts): counting failures in the audit log let parallel
-- attempts all read the same count and all pass. The audit log keeps every attempt, but no
-- longer counts them, so its two partial indexes for that count go.
CREATE TABLE "console"."sign_in_throttle" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_throttle_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
DROP INDEX IF EXISTS "console"."audit_log_action_target_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "console"."audit_log_action_ip_idx";
--> statement-breakpoint
-- A demo deployment's own sandbox secrets, made at its first start (lib/console/demo-secrets.ts).
CREATE TABLE "console"."deployment_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
