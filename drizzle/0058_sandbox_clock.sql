-- Issue 31: one clock for the sandbox, in the database so that every server on it reads the same
-- time. No row means real time: a reset of the sandbox empties the table with the rest of its
-- state, and a restore puts the saved clock back. frozen_at, when set, is the sandbox's time
-- itself; otherwise the sandbox runs offset_ms after real time (behind it, once unfrozen after
-- real time passed the frozen time). The sandbox's time goes back only by a reset of the clock
-- or of the sandbox, or by restoring a state saved at an earlier time.
CREATE TABLE "sandbox"."clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"frozen_at" timestamp with time zone,
	-- While an advance runs what fell due on its way: the time it moved from, and until when (in
	-- real time) that run holds it. The servers' own loops stop there meanwhile, so what falls
	-- due inside the advance is done, and dated, in time order by the advance alone.
	"catch_up_from" timestamp with time zone,
	"catch_up_until" timestamp with time zone,
	CONSTRAINT "clock_single_row" CHECK ("sandbox"."clock"."id" = 1)
);
--> statement-breakpoint
-- How long the lifecycle simulators wait, on the sandbox's clock: an outgoing credit transfer
-- settles (ACSC) this many business days after it was accepted, and a physical card at 02
-- Embossing or 03 Printing is dispatched (04) this many days after it got there. Null: never by
-- itself, only by simulation.
ALTER TABLE "sandbox"."programme_settings" ADD COLUMN "settlement_delay_business_days" integer DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "sandbox"."programme_settings" ADD COLUMN "card_dispatch_delay_days" integer DEFAULT 3;
--> statement-breakpoint
-- The expiry date a document's DocumentExpired was sent for: a document renewed with a later
-- date is announced again when that one passes, and never twice for one date.
ALTER TABLE "sandbox"."customer_identifications" ADD COLUMN "expiry_announced_for" date;
--> statement-breakpoint
-- A dispatcher's claim on a webhook, in real time: the claim was next_attempt_at moved on, but
-- that is on the sandbox's clock now, and an advance would end a claim mid-send.
ALTER TABLE "sandbox"."webhook_outbox" ADD COLUMN "leased_until" timestamp with time zone;
--> statement-breakpoint
-- What the due-work runner looks for after each move of the clock, in time order.
CREATE INDEX "transactions_outgoing_unsettled" ON "sandbox"."transactions" ("created_at")
	WHERE "processing_code_type" = 'SepaOutgoingPayment' AND "direction" = 'debit'
		AND "payment_status" = 'ACCP';
--> statement-breakpoint
CREATE INDEX "customer_identifications_expiry" ON "sandbox"."customer_identifications" ("expiry_date")
	WHERE "expiry_date" IS NOT NULL AND "expiry_announced_for" IS DISTINCT FROM "expiry_date";
--> statement-breakpoint
-- The console's clock: real time plus this offset, which an admin shifts with the sandbox's in
-- a demo (Settings → Sandbox), so compliance cases fall due on screen. No row: real time.
CREATE TABLE "console"."clock" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_one_row" CHECK ("console"."clock"."id")
);
--> statement-breakpoint
CREATE INDEX "cards_in_production" ON "sandbox"."cards" ("id") WHERE "status" IN ('02', '03');
