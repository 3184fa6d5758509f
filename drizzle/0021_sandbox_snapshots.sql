CREATE TABLE "sandbox"."snapshots" (
	"name" text PRIMARY KEY NOT NULL,
	"tables" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
