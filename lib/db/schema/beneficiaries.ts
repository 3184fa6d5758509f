import { index, jsonb, text, timestamp } from "drizzle-orm/pg-core";
import { consoleSchema } from "./console";

/**
 * Remittance beneficiaries the console created, as the provider answered them: the provider has
 * no operation that lists them, so this is the customer page's only record.
 */
export const remittanceBeneficiaries = consoleSchema.table(
  "remittance_beneficiaries",
  {
    beneficiaryId: text("beneficiary_id").primaryKey(),
    customerId: text("customer_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    vendor: text("vendor"),
    iban: text("iban"),
    address: jsonb("address").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The console user who created it. */
    createdBy: text("created_by"),
  },
  (t) => [index("remittance_beneficiaries_customer").on(t.customerId, t.createdAt)],
);
