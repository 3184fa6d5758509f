-- The directory's lists filter by status and KYC level within a kind (issue 17, item 3).
CREATE INDEX "directory_entries_kind_status_idx" ON "console"."directory_entries" USING btree ("kind","status");
--> statement-breakpoint
CREATE INDEX "directory_entries_kind_kyc_level_idx" ON "console"."directory_entries" USING btree ("kind","kyc_level");
