/** Console roles. Kept free of drizzle so browser code can import the list. */
export const roles = ["admin", "manager", "support", "compliance"] as const;
export type Role = (typeof roles)[number];
