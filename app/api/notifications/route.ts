import { notificationFeed } from "@/features/notifications/server";
import { jsonRoute } from "@/lib/console/json-route";

export const dynamic = "force-dynamic";

/** The signed-in person's bell: newest notices and the unread count, polled by the header. */
export async function GET() {
  return jsonRoute("notifications.view", ({ db, user }) => notificationFeed(db, user));
}
