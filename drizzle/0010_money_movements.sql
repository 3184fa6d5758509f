CREATE TABLE "console"."money_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text,
	"outcome" jsonb,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_movements_kind" CHECK ("console"."money_movements"."kind" in ('credit', 'debit', 'transfer', 'outgoing_credit_transfer')),
	CONSTRAINT "money_movements_status" CHECK ("console"."money_movements"."status" in ('pending', 'done', 'refused', 'unknown'))
);
--> statement-breakpoint
CREATE INDEX "money_movements_account_idx" ON "console"."money_movements" USING btree ("account_id","kind","created_at");