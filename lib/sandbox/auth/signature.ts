import { createHmac, timingSafeEqual } from "node:crypto";
import { requestSignature } from "@/lib/cams";

/** X-Signature: lowercase hex HMAC-SHA256 of the raw request body with the signing secret. */
export function signBody(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body, "utf8").digest("hex");
}

export type SignatureCheck = "ok" | "missing-or-malformed" | "mismatch";

export function checkSignature(
  header: string | undefined,
  body: string,
  secret: string,
): SignatureCheck {
  if (!requestSignature.safeParse(header).success) return "missing-or-malformed";
  const expected = Buffer.from(signBody(body, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(header as string, "hex")) ? "ok" : "mismatch";
}
