// Standard Webhooks signatures, the contract's scheme for webhooks: headers `webhook-id`,
// `webhook-timestamp` (Unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of
// "id.timestamp.body">`. WebCrypto, so the sandbox (signing) and the console (verifying) share
// one implementation that also runs in the browser.

const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const encoder = new TextEncoder();

function base64ToBytes(value: string): Uint8Array {
  const binary = atob(value);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function bytesToBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** The key: for `whsec_<base64>` the decoded bytes (as Standard Webhooks does), else the UTF-8 bytes. */
function keyBytes(secret: string): Uint8Array {
  return secret.startsWith("whsec_")
    ? base64ToBytes(secret.slice("whsec_".length))
    : encoder.encode(secret);
}

async function hmac(secret: string, content: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    keyBytes(secret) as BufferSource,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return bytesToBase64(await crypto.subtle.sign("HMAC", key, encoder.encode(content)));
}

type WebhookSignatureInput = { secret: string; id: string; timestamp: number; body: string };

/** The `webhook-signature` header value: `v1,<base64>`. */
export async function signWebhook({
  secret,
  id,
  timestamp,
  body,
}: WebhookSignatureInput): Promise<string> {
  return `v1,${await hmac(secret, `${id}.${timestamp}.${body}`)}`;
}

/** Compares without an early exit, so timing does not reveal how much of a signature matched. */
function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++)
    difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

type WebhookVerification =
  | { ok: true }
  | { ok: false; reason: "missing-headers" | "timestamp" | "signature" };

/**
 * Checks a received webhook: its timestamp within ±5 minutes of `now` (replays of old captures
 * are refused) and one of its space-separated `v1,` signatures matching the body.
 */
export async function verifyWebhook(input: {
  secret: string;
  headers: { id?: string | null; timestamp?: string | null; signature?: string | null };
  body: string;
  now: Date;
}): Promise<WebhookVerification> {
  const { id, timestamp, signature } = input.headers;
  if (!id || !timestamp || !signature) return { ok: false, reason: "missing-headers" };
  const seconds = Number(timestamp);
  if (
    !/^\d+$/.test(timestamp) ||
    Math.abs(input.now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS
  ) {
    return { ok: false, reason: "timestamp" };
  }
  const expected = await signWebhook({
    secret: input.secret,
    id,
    timestamp: seconds,
    body: input.body,
  });
  const matches = signature.split(" ").some((candidate) => constantTimeEqual(candidate, expected));
  return matches ? { ok: true } : { ok: false, reason: "signature" };
}
