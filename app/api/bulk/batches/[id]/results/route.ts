import { resultsResponse } from "@/features/bulk/server";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ id: string }> };

export async function GET(_request: Request, { params }: Params) {
  return resultsResponse((await params).id);
}
