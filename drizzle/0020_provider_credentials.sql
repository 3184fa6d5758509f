CREATE TABLE "console"."provider_credentials" (
	"provider" text PRIMARY KEY NOT NULL,
	"active" text,
	"pending" text,
	"configured_fingerprint" text NOT NULL,
	"rotated_at" timestamp with time zone,
	"rotated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
