import { createHmac, timingSafeEqual } from "node:crypto";
import { requestSignature } from "@/lib/cams";

/**
 * X-Signature: lowercase hex HMAC-SHA256 of the raw request body with the signing secret. Text
 * is signed as its UTF-8 bytes; the server checks the bytes it received, as they came.
 */
export function signBody(body: string | Uint8Array, secret: string): string {
  const hmac = createHmac("sha256", secret);
  return (typeof body === "string" ? hmac.update(body, "utf8") : hmac.update(body)).digest("hex");
}

type SignatureCheck = "ok" | "missing-or-malformed" | "mismatch";

export function checkSignature(
  header: string | undefined,
  body: string | Uint8Array,
  secret: string,
): SignatureCheck {
  if (!requestSignature.safeParse(header).success) return "missing-or-malformed";
  const expected = Buffer.from(signBody(body, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(header as string, "hex")) ? "ok" : "mismatch";
}
