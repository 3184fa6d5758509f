import "server-only";
import type { Db } from "@/lib/db";
import { takeMakerNotices } from "../lib/requests";
import { decisionNotice } from "../lib/summary";

/** The console's notice to a maker that their request ended: shown once, on their next page. */
export async function loadDecisionNotices(db: Db, userId: string) {
  const ended = await takeMakerNotices(db, userId);
  return ended.map((request) => ({ id: request.id, text: decisionNotice(request) }));
}
