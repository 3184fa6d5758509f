CREATE TABLE "console"."spend_control_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"bin" text NOT NULL,
	"name" text NOT NULL,
	"card_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spend_control_groups_bin_idx" ON "console"."spend_control_groups" USING btree ("bin","created_at");
