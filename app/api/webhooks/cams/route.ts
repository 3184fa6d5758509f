import { providerClockFromEnv, webhookSecretFromEnv } from "@/lib/console/webhooks/config";
import { receiveWebhook } from "@/lib/console/webhooks/receive";
import { getDb } from "@/lib/db";
import { bodyTooLarge, readBodyLimited } from "@/lib/http/read-body";

// The provider's webhooks. There is no session here (the proxy's matcher leaves api/webhooks
// out): the caller is the provider, and its Standard Webhooks signature IS this route's
// authentication. receiveWebhook checks it first and refuses with 401, writing nothing.
export const dynamic = "force-dynamic";

/** Far above any event the provider sends; past it the body is dropped before it is buffered. */
const MAX_BODY_BYTES = 1024 * 1024;

export async function POST(request: Request): Promise<Response> {
  // The sandbox's byte-counting reader: the same job, and Content-Length is only a claim.
  const read = await readBodyLimited(request, MAX_BODY_BYTES);
  if (!read.ok) return bodyTooLarge();
  const { status } = await receiveWebhook(
    {
      db: await getDb(),
      secret: webhookSecretFromEnv(),
      now: new Date(),
      providerNow: providerClockFromEnv(),
    },
    { headers: request.headers, body: read.text },
  );
  return new Response(null, { status });
}
