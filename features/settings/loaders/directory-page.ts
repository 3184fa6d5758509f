import "server-only";
import { requirePagePermission } from "@/lib/console/auth/session";
import type { Db } from "@/lib/db";
import { readDirectoryStatus } from "../lib/directory-status";

/** The directory settings page: its status now (the page then polls loadDirectoryStatus). */
export async function loadDirectoryPage() {
  const { db } = await requirePagePermission("settings.manage");
  return readDirectoryStatus(db);
}

/** The status the page polls, behind the route handler's session and role check. */
export const loadDirectoryStatus = (db: Db) => readDirectoryStatus(db);
