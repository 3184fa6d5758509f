import { readTransactionsView } from "@/features/transactions/lib/read-view";
import { RequestProblem, transactionsRoute } from "@/features/transactions/lib/route";
import { parseTransactionsUrl, urlProblem } from "@/features/transactions/lib/search-params";

export const dynamic = "force-dynamic";

type Params = { scope: string; ownerId: string };

/** One page of a transactions view (filtered by the console when the URL has filters). */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { scope, ownerId } = await params;
  const url = parseTransactionsUrl(Object.fromEntries(new URL(request.url).searchParams));
  return transactionsRoute(scope, async (reader) => {
    const answer = await readTransactionsView(reader, ownerId, url);
    if (answer === null) throw new RequestProblem(urlProblem(url));
    return answer;
  });
}
