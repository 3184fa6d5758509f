import { loadOutgoingTransfers } from "@/features/accounts/server";
import { jsonRoute } from "@/lib/console/json-route";

export const dynamic = "force-dynamic";

type Params = { accountId: string };

/** The account's outgoing transfers and their statuses, asked again while one is pending. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { accountId } = await params;
  return jsonRoute("customers.view", ({ db }) => loadOutgoingTransfers(db, accountId));
}
