ALTER TABLE "sandbox"."transactions" ALTER COLUMN "processing_code_type" DROP NOT NULL;--> statement-breakpoint
-- Card authorizations were stored as CardPurchase, a value outside the spec's enum: now none.
UPDATE "sandbox"."transactions" SET "processing_code_type" = NULL WHERE "processing_code_type" = 'CardPurchase';
