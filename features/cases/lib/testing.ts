import { createUser } from "@/lib/console/auth/users";
import type { DbHandle } from "@/lib/db";

/** compliance2@, "Second Officer": the colleague a case test hands cases to, or races. */
export async function createSecondOfficer(handle: DbHandle): Promise<string> {
  const officer = await createUser(handle.db, {
    email: "compliance2@example.com",
    name: "Second Officer",
    role: "compliance",
    password: "long enough password",
  });
  return officer.id;
}
