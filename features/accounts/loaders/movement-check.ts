import "server-only";
import { z } from "@/lib/cams/zod";
import type { Db } from "@/lib/db";
import { checkMovement, type MovementCheck } from "../lib/money-movements";

/**
 * Where a money movement whose outcome the provider did not report stands: done, refused (it
 * may be sent again), or still being checked. A read the form repeats until it knows, so it is
 * no action: asking again writes no audit entry; the movement's own record changes once.
 */
export async function loadMovementCheck(db: Db, key: string): Promise<MovementCheck> {
  if (!z.uuid().safeParse(key).success) {
    return { status: "refused", message: "No such movement was sent." };
  }
  return checkMovement(db, key);
}
