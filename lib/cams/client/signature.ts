const encoder = new TextEncoder();

/**
 * X-Signature for one signing secret: lowercase hex HMAC-SHA256 of the exact body string sent.
 * WebCrypto rather than node:crypto, so the client runs in any runtime; the key is imported once.
 */
export function createBodySigner(secret: string): (body: string) => Promise<string> {
  let key: Promise<CryptoKey> | undefined;
  return async (body) => {
    key ??= crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = await crypto.subtle.sign("HMAC", await key, encoder.encode(body));
    return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
  };
}
