import { loadMovementCheck } from "@/features/accounts/server";
import { jsonRoute } from "@/lib/console/json-route";

export const dynamic = "force-dynamic";

type Params = { key: string };

/** A money movement's outcome, asked again by its form while the provider has not said. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { key } = await params;
  return jsonRoute("accounts.moveMoney", ({ db }) => loadMovementCheck(db, key));
}
