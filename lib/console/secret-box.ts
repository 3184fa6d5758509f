import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { setting } from "./deployment";

// Secrets the console must keep in its database (a rotated provider password) are sealed with a
// key derived from AUTH_SECRET: a database dump alone does not reveal them. A changed
// AUTH_SECRET makes them unreadable, and the console falls back to its configured settings.

const VERSION = "v1";
/**
 * GCM's full tag. Unless told the length, Node accepts any tag of 4 to 16 bytes, and a 4-byte
 * one is guessed in 2^32 tries: a forged sealed value must fail like an altered one.
 */
const TAG_BYTES = 16;

function authSecret(): string {
  const secret = setting(process.env, "AUTH_SECRET");
  if (!secret) throw new Error("AUTH_SECRET is not set: the console cannot seal secrets");
  return secret;
}

const keyFor = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, "cams-console", purpose, 32));

/** AES-256-GCM under a key for this purpose: `v1.<iv>.<ciphertext and tag>`, base64url. */
export function sealSecret(plain: string, purpose: string, secret = authSecret()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv, {
    authTagLength: TAG_BYTES,
  });
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, iv.toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The sealed secret, or null when it was sealed under another key, altered or cut short. */
export function openSecret(sealed: string, purpose: string, secret = authSecret()): string | null {
  const [version, iv, body] = sealed.split(".");
  if (version !== VERSION || !iv || !body) return null;
  try {
    const data = Buffer.from(body, "base64url");
    if (data.length < TAG_BYTES) return null;
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyFor(secret, purpose),
      Buffer.from(iv, "base64url"),
      { authTagLength: TAG_BYTES },
    );
    decipher.setAuthTag(data.subarray(-TAG_BYTES));
    return Buffer.concat([
      decipher.update(data.subarray(0, -TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

/** A keyed fingerprint: tells whether a value is the same as before without storing it. */
export function fingerprintSecret(plain: string, purpose: string, secret = authSecret()): string {
  return createHmac("sha256", keyFor(secret, purpose)).update(plain).digest("base64url");
}
