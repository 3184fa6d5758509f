import "server-only";
import { requirePagePermission } from "@/lib/console/auth/session";
import { readCaseSettings } from "@/lib/console/cases/settings";

/** Settings → Cases: an admin's page (a real 403 for anyone else), with what is set now. */
export async function loadCaseSettingsPage() {
  const { db } = await requirePagePermission("settings.manage");
  return { settings: await readCaseSettings(db) };
}

export type CaseSettingsPageView = Awaited<ReturnType<typeof loadCaseSettingsPage>>;
