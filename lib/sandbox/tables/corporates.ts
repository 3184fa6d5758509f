import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  jsonb,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { corporateIndividualType, deliveryAddress } from "@/lib/cams";
import { sandboxSchema } from "./schema";

export const corporates = sandboxSchema.table(
  "corporates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    registrationNumber: text("registration_number"),
    taxResidency: text("tax_residency").notNull(),
    address: jsonb("address").$type<z.output<typeof deliveryAddress>>().notNull(),
    // Deleting a parent leaves its subsidiaries standing on their own.
    parentCorporateId: uuid("parent_corporate_id").references((): AnyPgColumn => corporates.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("corporates_parent_idx").on(t.parentCorporateId)],
);

export const corporateIndividuals = sandboxSchema.table(
  "corporate_individuals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Creation order, for listing: created_at alone ties when requests share a clock.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    corporateId: uuid("corporate_id")
      .notNull()
      .references(() => corporates.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    types: text("types").array().$type<z.output<typeof corporateIndividualType>[]>().notNull(),
    residenceCountry: text("residence_country").notNull(),
    nationality: text("nationality"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("corporate_individuals_corporate_idx").on(t.corporateId, t.seq)],
);

export type Corporate = typeof corporates.$inferSelect;
export type CorporateIndividual = typeof corporateIndividuals.$inferSelect;
