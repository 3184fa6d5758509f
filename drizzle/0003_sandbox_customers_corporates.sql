CREATE TABLE "sandbox"."corporate_individuals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."corporate_individuals_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"types" text[] NOT NULL,
	"residence_country" text NOT NULL,
	"nationality" text,
	"date_of_birth" date,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."corporates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"registration_number" text,
	"tax_residency" text NOT NULL,
	"address" jsonb NOT NULL,
	"parent_corporate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."customer_addresses" (
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"line_1" text NOT NULL,
	"line_2" text,
	"line_3" text,
	"city" text NOT NULL,
	"state" text,
	"county" text,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "customer_addresses_customer_id_type_pk" PRIMARY KEY("customer_id","type")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."customer_identifications" (
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"issuing_country" text,
	"expiry_date" date,
	CONSTRAINT "customer_identifications_customer_id_type_pk" PRIMARY KEY("customer_id","type")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."customers_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"kyc_level" text NOT NULL,
	"nationality" text NOT NULL,
	"birth_country" text,
	"date_of_birth" date,
	"email" text,
	"risk_profile" jsonb,
	"delivery_address" jsonb,
	"mobile_number" text,
	"landline_number" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."programme_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"user_verification_enabled" boolean DEFAULT false NOT NULL,
	"limits" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_settings_single_row" CHECK ("sandbox"."programme_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sandbox"."corporate_individuals" ADD CONSTRAINT "corporate_individuals_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "sandbox"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."corporates" ADD CONSTRAINT "corporates_parent_corporate_id_corporates_id_fk" FOREIGN KEY ("parent_corporate_id") REFERENCES "sandbox"."corporates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "sandbox"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."customer_identifications" ADD CONSTRAINT "customer_identifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "sandbox"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_individuals_corporate_idx" ON "sandbox"."corporate_individuals" USING btree ("corporate_id","seq");--> statement-breakpoint
CREATE INDEX "corporates_parent_idx" ON "sandbox"."corporates" USING btree ("parent_corporate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_identifications_type_value_key" ON "sandbox"."customer_identifications" USING btree ("type",lower("value"));--> statement-breakpoint
CREATE INDEX "customer_identifications_value_idx" ON "sandbox"."customer_identifications" USING btree (lower("value"));--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "sandbox"."customers" USING btree ("created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_status_created_idx" ON "sandbox"."customers" USING btree ("status","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_last_name_idx" ON "sandbox"."customers" USING btree (lower("last_name") text_pattern_ops);