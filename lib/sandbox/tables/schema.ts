import { pgSchema } from "drizzle-orm/pg-core";

/** Every sandbox table lives in the PostgreSQL schema `sandbox`, apart from the console's. */
export const sandboxSchema = pgSchema("sandbox");
