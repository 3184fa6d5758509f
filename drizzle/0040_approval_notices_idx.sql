-- Every console page asks for the signed-in user's untold approval outcomes (takeMakerNotices).
-- This index holds only those outcomes, so the question reads a handful of rows however many
-- requests the console has kept.
CREATE INDEX "approval_requests_untold_idx" ON "console"."approval_requests" USING btree ("maker_id") WHERE "maker_notified_at" is null and "status" in ('rejected', 'executed', 'failed', 'expired');
