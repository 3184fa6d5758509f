import { text, timestamp, uuid } from "drizzle-orm/pg-core";
import { consoleSchema } from "./console";

/**
 * The provider password the console rotated (POST /manage/password), encrypted at rest
 * (AES-256-GCM, key derived from AUTH_SECRET), one row per provider identity (base URL and
 * username). `pending` is written before the provider is asked and becomes `active` once it
 * agreed, so a crash in between never leaves the console without the password the provider has.
 * `configuredFingerprint` says which configured password the row replaces: an operator who sets
 * a new CAMS_PASSWORD afterwards wins over an older rotation.
 */
export const providerCredentials = consoleSchema.table("provider_credentials", {
  provider: text("provider").primaryKey(),
  active: text("active"),
  pending: text("pending"),
  configuredFingerprint: text("configured_fingerprint").notNull(),
  rotatedAt: timestamp("rotated_at", { withTimezone: true }),
  rotatedBy: uuid("rotated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
