import { RequestProblem, transactionsRoute } from "@/features/transactions/lib/route";
import { parseTransactionsUrl } from "@/features/transactions/lib/url-state";

export const dynamic = "force-dynamic";

type Params = { scope: string; ownerId: string };

/** One page of a transactions view, for the browser's prefetch and paging. */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { scope, ownerId } = await params;
  const url = parseTransactionsUrl(Object.fromEntries(new URL(request.url).searchParams));
  return transactionsRoute(scope, async (reader) => {
    if (url.page === null) throw new RequestProblem(url.problem ?? "Not a page number.");
    return reader.list(ownerId, url.page);
  });
}
