CREATE TABLE "console"."onboarding_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"draft" jsonb NOT NULL,
	"step" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console"."onboarding_drafts" ADD CONSTRAINT "onboarding_drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "console"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "onboarding_drafts_owner_idx" ON "console"."onboarding_drafts" USING btree ("owner_id","updated_at");
