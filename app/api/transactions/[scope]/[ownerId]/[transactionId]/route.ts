import { transactionsRoute } from "@/features/transactions/lib/route";

export const dynamic = "force-dynamic";

type Params = { scope: string; ownerId: string; transactionId: string };

/** One transaction's details, for the drawer. Card scope names the account it was booked to. */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { scope, ownerId, transactionId } = await params;
  const accountId = new URL(request.url).searchParams.get("account_id");
  return transactionsRoute(scope, (reader) => reader.details(ownerId, transactionId, accountId));
}
