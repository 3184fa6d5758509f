import { globalSearch } from "@/features/search/server";
import { jsonRoute } from "@/lib/console/json-route";

export const dynamic = "force-dynamic";

/** The header's search box: GET /api/search?q=… answers grouped results the role may open. */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams.get("q");
  return jsonRoute("customers.view", ({ db, user }) => globalSearch(db, user.role, query));
}
