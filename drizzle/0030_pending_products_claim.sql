ALTER TABLE "console"."pending_products" ADD COLUMN "claimed_at" timestamp with time zone;
