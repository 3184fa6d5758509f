import { templateResponse } from "@/features/bulk/server";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ kind: string }> };

export async function GET(_request: Request, { params }: Params) {
  return templateResponse((await params).kind);
}
