import "server-only";
import { isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { customerVerifications, paymentStates, webhookEvents } from "@/lib/db/schema";

/**
 * The sandbox's state was replaced: every event received so far speaks of a world that is gone.
 * The events stay, marked stale for the Events page; the states derived from them (latest
 * verification, latest payment status) are dropped, so no page shows a status the restored
 * sandbox never had. New events fill them again.
 */
export async function markSandboxStateReplaced(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(webhookEvents)
      .set({ staleAt: now })
      .where(isNull(webhookEvents.staleAt))
      .returning({ id: webhookEvents.webhookId });
    await tx.delete(customerVerifications);
    await tx.delete(paymentStates);
    return marked.length;
  });
}
