import { exportRoute } from "@/features/exports/server";

export const dynamic = "force-dynamic";

/** A list's CSV, with the filters in the query: streamed, audited. */
export async function GET(request: Request, { params }: { params: Promise<{ list: string }> }) {
  return exportRoute((await params).list, request);
}
