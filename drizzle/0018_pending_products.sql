CREATE TABLE "console"."pending_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"item" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "pending_products_kind" CHECK ("console"."pending_products"."kind" in ('account', 'card'))
);
--> statement-breakpoint
ALTER TABLE "console"."pending_products" ADD CONSTRAINT "pending_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "console"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_products_customer" ON "console"."pending_products" USING btree ("customer_id","id");
