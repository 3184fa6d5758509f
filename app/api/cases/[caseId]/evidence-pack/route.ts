import { evidencePackRoute } from "@/features/cases/server";

export const dynamic = "force-dynamic";

/** A case's evidence pack: a ZIP with a summary, the raw records, the files and their hashes. */
export async function GET(_request: Request, { params }: { params: Promise<{ caseId: string }> }) {
  return evidencePackRoute((await params).caseId);
}
