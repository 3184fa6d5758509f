CREATE TABLE "console"."remittance_beneficiaries" (
	"beneficiary_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"vendor" text,
	"iban" text,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE INDEX "remittance_beneficiaries_customer" ON "console"."remittance_beneficiaries" USING btree ("customer_id","created_at");
