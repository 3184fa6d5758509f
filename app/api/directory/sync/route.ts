import { loadDirectoryStatus } from "@/features/settings/server";
import { jsonRoute } from "@/lib/console/json-route";

export const dynamic = "force-dynamic";

/** The directory's sync status, polled by its settings page while it is open. */
export async function GET() {
  return jsonRoute("settings.manage", ({ db }) => loadDirectoryStatus(db));
}
