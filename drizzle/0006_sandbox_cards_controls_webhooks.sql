CREATE TABLE "sandbox"."beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"vendor" text,
	"iban" text,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."card_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."card_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."cards_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid NOT NULL,
	"cardholder_id" text NOT NULL,
	"status" text NOT NULL,
	"card_type" text DEFAULT 'Physical' NOT NULL,
	"bin" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_date" text NOT NULL,
	"emboss_name" text NOT NULL,
	"emboss_fourth_line" text,
	"carrier_delivery_address" jsonb NOT NULL,
	"bulk_delivery_address" jsonb,
	"user_defined_1" text,
	"user_defined_2" text,
	"user_defined_3" text,
	"user_defined_4" text,
	"replaced_card_id" uuid,
	"replacement_card_id" uuid,
	"replacement_reason" text,
	"unassigned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."spend_control_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."spend_control_groups_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"bin" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"merchant_category_codes" jsonb NOT NULL,
	"merchant_ids" jsonb NOT NULL,
	"terminal_locations" jsonb NOT NULL,
	"terminal_ids" jsonb NOT NULL,
	"periodicity" jsonb,
	"periodicities" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."webhook_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "sandbox"."beneficiaries" ADD CONSTRAINT "beneficiaries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "sandbox"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."card_status_history" ADD CONSTRAINT "card_status_history_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "sandbox"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."cards" ADD CONSTRAINT "cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "sandbox"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_customer" ON "sandbox"."beneficiaries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "card_status_history_card" ON "sandbox"."card_status_history" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "cards_customer" ON "sandbox"."cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cards_bin" ON "sandbox"."cards" USING btree ("bin");--> statement-breakpoint
CREATE INDEX "spend_control_groups_bin" ON "sandbox"."spend_control_groups" USING btree ("bin") WHERE "sandbox"."spend_control_groups"."is_enabled";--> statement-breakpoint
CREATE INDEX "webhook_outbox_due" ON "sandbox"."webhook_outbox" USING btree ("next_attempt_at") WHERE "sandbox"."webhook_outbox"."delivered_at" is null and "sandbox"."webhook_outbox"."abandoned_at" is null;