-- A money movement's account is a customer's or a corporate's: the owner is named by kind and id.
ALTER TABLE "console"."money_movements" RENAME COLUMN "customer_id" TO "owner_id";
--> statement-breakpoint
ALTER TABLE "console"."money_movements" ADD COLUMN "owner_kind" text DEFAULT 'customer' NOT NULL;
--> statement-breakpoint
ALTER TABLE "console"."money_movements" ADD CONSTRAINT "money_movements_owner_kind" CHECK ("console"."money_movements"."owner_kind" in ('customer', 'corporate'));
