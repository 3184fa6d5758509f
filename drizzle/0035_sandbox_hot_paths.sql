-- Issue 18: the sandbox's hot paths (docs/performance.md).
-- Per-account transaction counter (the list's total_count) and running limit-window totals,
-- both kept in the posting's transaction. Null means "not known": counted or summed the slow way.
ALTER TABLE "sandbox"."accounts" ADD COLUMN "transaction_count" bigint DEFAULT 0;--> statement-breakpoint
ALTER TABLE "sandbox"."accounts" ADD COLUMN "usage" jsonb DEFAULT '{}'::jsonb;--> statement-breakpoint
UPDATE "sandbox"."accounts" a SET "transaction_count" = c.n
  FROM (SELECT "account_id", count(*) AS n FROM "sandbox"."transactions" GROUP BY "account_id") c
  WHERE c."account_id" = a."id";--> statement-breakpoint
UPDATE "sandbox"."accounts" a SET "usage" = NULL
  WHERE EXISTS (SELECT 1 FROM "sandbox"."transactions" t WHERE t."account_id" = a."id" AND t."status" = 'Posted');--> statement-breakpoint
UPDATE "sandbox"."accounts" SET "transaction_count" = NULL, "usage" = NULL WHERE "kind" = 'settlement';--> statement-breakpoint
-- Settlement accounts are sharded: several per currency, no longer one.
DROP INDEX "sandbox"."accounts_settlement_currency";--> statement-breakpoint
CREATE INDEX "accounts_settlement_currency" ON "sandbox"."accounts" USING btree ("currency") WHERE "sandbox"."accounts"."kind" = 'settlement';--> statement-breakpoint
CREATE TABLE "sandbox"."customer_counts" (
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"customers" bigint NOT NULL,
	CONSTRAINT "customer_counts_status_shard_pk" PRIMARY KEY("status","shard")
);--> statement-breakpoint
CREATE FUNCTION "sandbox"."count_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bucket smallint;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  bucket := abs(hashtext(coalesce(NEW.id, OLD.id)::text)) % 16;
  -- The lower status first, whatever the change's direction: two opposite changes cannot deadlock.
  IF TG_OP = 'UPDATE' AND NEW.status < OLD.status THEN
    INSERT INTO sandbox.customer_counts AS c VALUES (NEW.status, bucket, 1)
      ON CONFLICT (status, shard) DO UPDATE SET customers = c.customers + 1;
    UPDATE sandbox.customer_counts SET customers = customers - 1
      WHERE status = OLD.status AND shard = bucket;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE sandbox.customer_counts SET customers = customers - 1
      WHERE status = OLD.status AND shard = bucket;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO sandbox.customer_counts AS c VALUES (NEW.status, bucket, 1)
      ON CONFLICT (status, shard) DO UPDATE SET customers = c.customers + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_counted" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "sandbox"."customers"
  FOR EACH ROW EXECUTE FUNCTION "sandbox"."count_customers"();--> statement-breakpoint
INSERT INTO "sandbox"."customer_counts" ("status", "shard", "customers")
  SELECT "status", abs(hashtext("id"::text)) % 16, count(*) FROM "sandbox"."customers" GROUP BY 1, 2;
--> statement-breakpoint
-- The quota's count of a minute is spread over shards, each allowed its part of the quota, so
-- requests do not queue on one row per API key (lib/sandbox/transport/quota.ts).
ALTER TABLE "sandbox"."quota_windows" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."quota_windows" DROP CONSTRAINT "quota_windows_api_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "sandbox"."quota_windows" ADD CONSTRAINT "quota_windows_api_key_window_start_shard_pk" PRIMARY KEY("api_key","window_start","shard");
