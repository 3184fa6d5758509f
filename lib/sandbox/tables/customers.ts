import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  jsonb,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  addressTypes,
  customerStatuses,
  type deliveryAddress,
  identificationTypes,
  kycLevels,
  type riskProfile,
} from "@/lib/cams";
import { sandboxSchema } from "./schema";

export const customers = sandboxSchema.table(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Creation order: "newest first" must not depend on two requests having different clocks.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    kycLevel: text("kyc_level", { enum: kycLevels }).notNull(),
    nationality: text("nationality").notNull(),
    birthCountry: text("birth_country"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    email: text("email"),
    riskProfile: jsonb("risk_profile").$type<z.output<typeof riskProfile>>(),
    deliveryAddress: jsonb("delivery_address").$type<z.output<typeof deliveryAddress>>(),
    mobileNumber: text("mobile_number"),
    landlineNumber: text("landline_number"),
    status: text("status", { enum: customerStatuses }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lists are newest first; seq breaks ties of created_at, so paging is stable.
    index("customers_created_idx").on(t.createdAt.desc(), t.seq.desc()),
    index("customers_status_created_idx").on(t.status, t.createdAt.desc(), t.seq.desc()),
    // last_name search is a case-insensitive prefix match: LIKE 'abc%' needs the pattern opclass.
    index("customers_last_name_idx").using("btree", sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/**
 * How many customers there are per status, for GET /customers' total_count without counting a
 * million rows. Kept by a trigger on customers (drizzle/0035), so every insert, status change,
 * delete, reset and restore moves it; spread over shards (by customer id) so creations do not
 * queue on one row. Derived, so not part of a saved state.
 */
export const customerCounts = sandboxSchema.table(
  "customer_counts",
  {
    status: text("status").notNull(),
    shard: smallint("shard").notNull(),
    customers: bigint("customers", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/** Its violation means "customer details already used for another customer" (4224001). */
export const IDENTIFICATION_UNIQUE_INDEX = "customer_identifications_type_value_key";

/** One identification per type and customer: PATCH …/identifications replaces by type. */
export const customerIdentifications = sandboxSchema.table(
  "customer_identifications",
  {
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    type: text("type", { enum: identificationTypes }).notNull(),
    value: text("value").notNull(),
    issuingCountry: text("issuing_country"),
    expiryDate: date("expiry_date", { mode: "string" }),
    /** The expiry date DocumentExpired was sent for (lib/sandbox/clock/due-work.ts). */
    expiryAnnouncedFor: date("expiry_announced_for", { mode: "string" }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.type] }),
    // 4224001 is decided here, not by a prior read: of two concurrent creates with one
    // document, the second insert waits for the first and then fails.
    uniqueIndex(IDENTIFICATION_UNIQUE_INDEX).on(t.type, sql`lower(${t.value})`),
    index("customer_identifications_value_idx").on(sql`lower(${t.value})`),
    // Documents whose expiry is still to be announced (drizzle/0058).
    index("customer_identifications_expiry")
      .on(t.expiryDate)
      .where(
        sql`${t.expiryDate} is not null and ${t.expiryAnnouncedFor} is distinct from ${t.expiryDate}`,
      ),
  ],
);

export const customerAddresses = sandboxSchema.table(
  "customer_addresses",
  {
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    type: text("type", { enum: addressTypes }).notNull(),
    // A stored address always has the fields PUT makes mandatory; PATCH keeps them filled.
    line1: text("line_1").notNull(),
    line2: text("line_2"),
    line3: text("line_3"),
    city: text("city").notNull(),
    state: text("state"),
    county: text("county"),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.type] })],
);

export type Customer = typeof customers.$inferSelect;
export type CustomerAddress = typeof customerAddresses.$inferSelect;
