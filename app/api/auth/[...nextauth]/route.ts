import { NextRequest } from "next/server";
import { handlers } from "@/lib/console/auth";
import { bodyTooLarge, readBodyLimited } from "@/lib/http/read-body";

export const { GET } = handlers;

/** A sign-in form is a few hundred bytes; past this the body is not read on (413). */
const MAX_BODY_BYTES = 16 * 1024;

export async function POST(request: NextRequest): Promise<Response> {
  const read = await readBodyLimited(request, MAX_BODY_BYTES);
  if (!read.ok) return bodyTooLarge();
  return handlers.POST(
    new NextRequest(request.url, { method: "POST", headers: request.headers, body: read.text }),
  );
}
