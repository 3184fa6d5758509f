import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  cardReplacementReasons,
  cardStatusCodes,
  cardTypes,
  type deliveryAddress,
} from "@/lib/cams";
import { customers } from "./customers";
import { sandboxSchema } from "./schema";

type DeliveryAddress = z.output<typeof deliveryAddress>;

export const cards = sandboxSchema.table(
  "cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    cardholderId: text("cardholder_id").notNull(),
    /** Two-digit status code from the contract (`01` Ordered … `83` Closed). */
    status: text("status", { enum: cardStatusCodes }).notNull(),
    cardType: text("card_type", { enum: cardTypes }).notNull().default("Physical"),
    bin: text("bin").notNull(),
    lastFour: text("last_four").notNull(),
    /** YYYY-MM. */
    expiryDate: text("expiry_date").notNull(),
    embossName: text("emboss_name").notNull(),
    embossFourthLine: text("emboss_fourth_line"),
    carrierDeliveryAddress: jsonb("carrier_delivery_address").$type<DeliveryAddress>().notNull(),
    bulkDeliveryAddress: jsonb("bulk_delivery_address").$type<DeliveryAddress>(),
    userDefined1: text("user_defined_1"),
    userDefined2: text("user_defined_2"),
    userDefined3: text("user_defined_3"),
    userDefined4: text("user_defined_4"),
    replacedCardId: uuid("replaced_card_id"),
    replacementCardId: uuid("replacement_card_id"),
    replacementReason: text("replacement_reason", { enum: cardReplacementReasons }),
    /** A card taken off its customer (by simulation) answers every request with 4220006. */
    unassigned: boolean("unassigned").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("cards_customer").on(t.customerId),
    index("cards_bin").on(t.bin),
    // What the clock's due work looks for: cards a dispatch may be due for (drizzle/0058).
    index("cards_in_production").on(t.id).where(sql`${t.status} in ('02', '03')`),
  ],
);

/** Every status a card has had, oldest first: the lifecycle screen's history. */
export const cardStatusHistory = sandboxSchema.table(
  "card_status_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("card_status_history_card").on(t.cardId, t.id)],
);

export const spendControlGroups = sandboxSchema.table(
  "spend_control_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** Fixed at creation: UpdateSpendControlRequest has no bin. */
    bin: text("bin").notNull(),
    isEnabled: boolean("is_enabled").notNull(),
    merchantCategoryCodes: jsonb("merchant_category_codes").$type<string[]>().notNull(),
    merchantIds: jsonb("merchant_ids").$type<string[]>().notNull(),
    terminalLocations: jsonb("terminal_locations").$type<string[]>().notNull(),
    terminalIds: jsonb("terminal_ids").$type<string[]>().notNull(),
    periodicity: jsonb("periodicity").$type<{ period: string; max_amount?: number }>(),
    periodicities:
      jsonb("periodicities").$type<{ period: string; max_amount?: number; max_count?: number }[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spend_control_groups_bin").on(t.bin).where(sql`${t.isEnabled}`)],
);

export const beneficiaries = sandboxSchema.table(
  "beneficiaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    vendor: text("vendor"),
    iban: text("iban"),
    address: jsonb("address").$type<DeliveryAddress>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("beneficiaries_customer").on(t.customerId)],
);

export type Card = typeof cards.$inferSelect;
export type SpendControlGroup = typeof spendControlGroups.$inferSelect;
