import { attachmentRoute } from "@/features/cases/server";

export const dynamic = "force-dynamic";

/** One piece of a case's evidence, as a download. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ caseId: string; attachmentId: string }> },
) {
  const { caseId, attachmentId } = await params;
  return attachmentRoute(caseId, attachmentId);
}
