import "server-only";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { lockUser } from "@/lib/console/auth/users";
import type { Db } from "@/lib/db";

/**
 * The person an admin resets something of, locked for the change: never the admin themselves
 * (an admin who lost their password or phone asks another), and still there.
 */
export async function lockAnotherUser(db: Db, userId: string, actorId: string, what: string) {
  if (userId === actorId)
    throw new ActionRefusal(
      "SELF_CHANGE",
      `You cannot reset your own ${what} here: ask another admin.`,
    );
  const person = await lockUser(db, userId);
  if (!person) throw new ActionRefusal("NOT_FOUND", "That user no longer exists.");
  return person;
}
