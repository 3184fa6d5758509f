CREATE TABLE "sandbox"."accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."accounts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"customer_id" uuid,
	"corporate_id" uuid,
	"currency" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"account_identifier" text,
	"account_identifier_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_account_identifier_unique" UNIQUE("account_identifier"),
	CONSTRAINT "accounts_balance_not_negative" CHECK ("sandbox"."accounts"."kind" = 'settlement' or "sandbox"."accounts"."balance_minor" >= 0),
	CONSTRAINT "accounts_owner" CHECK (("sandbox"."accounts"."kind" = 'customer' and "sandbox"."accounts"."customer_id" is not null) or ("sandbox"."accounts"."kind" = 'corporate' and "sandbox"."accounts"."corporate_id" is not null) or ("sandbox"."accounts"."kind" = 'settlement' and "sandbox"."accounts"."customer_id" is null and "sandbox"."accounts"."corporate_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sandbox"."ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"journal_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'Posted' NOT NULL,
	"processing_code_type" text NOT NULL,
	"transaction_code" text,
	"description" text,
	"response_code" text DEFAULT '00' NOT NULL,
	"posting_response_code" text,
	"balance_after_minor" bigint,
	"card_id" uuid,
	"cardholder_id" text,
	"card_acceptor_id" text,
	"end_to_end_id" text,
	"payment_status" text,
	"reason_code" text,
	"counterparty" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transactions_amount_positive" CHECK ("sandbox"."transactions"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox"."accounts" ADD CONSTRAINT "accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "sandbox"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."accounts" ADD CONSTRAINT "accounts_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "sandbox"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "sandbox"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "sandbox"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_settlement_currency" ON "sandbox"."accounts" USING btree ("currency") WHERE "sandbox"."accounts"."kind" = 'settlement';--> statement-breakpoint
CREATE INDEX "accounts_customer" ON "sandbox"."accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "accounts_corporate" ON "sandbox"."accounts" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "sandbox"."ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal" ON "sandbox"."ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "transactions_account_newest" ON "sandbox"."transactions" USING btree ("account_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_card_newest" ON "sandbox"."transactions" USING btree ("card_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_journal" ON "sandbox"."transactions" USING btree ("journal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_end_to_end_id" ON "sandbox"."transactions" USING btree ("account_id","end_to_end_id") WHERE "sandbox"."transactions"."end_to_end_id" is not null and "sandbox"."transactions"."direction" = 'debit';