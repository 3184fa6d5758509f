import { describe, expect, it } from "vitest";
import { fingerprintSecret, openSecret, sealSecret } from "./secret-box";

const key = "a-test-auth-secret-of-32-bytes-or-more";

describe("secret box", () => {
  it("opens what it sealed, and never shows the secret in the sealed text", () => {
    const sealed = sealSecret("Provider!Pass2026x", "provider-password", key);
    expect(sealed).not.toContain("Provider");
    expect(sealed).not.toBe(sealSecret("Provider!Pass2026x", "provider-password", key));
    expect(openSecret(sealed, "provider-password", key)).toBe("Provider!Pass2026x");
  });

  it("answers null under another AUTH_SECRET, another purpose, or when altered", () => {
    const sealed = sealSecret("Provider!Pass2026x", "provider-password", key);
    expect(openSecret(sealed, "provider-password", `${key}-rotated`)).toBeNull();
    expect(openSecret(sealed, "another-purpose", key)).toBeNull();
    const [v, iv, body] = sealed.split(".");
    // One bit of the ciphertext flipped (a text edit could leave it unchanged, or only padding).
    const bytes = Buffer.from(body!, "base64url");
    bytes[0]! ^= 1;
    const flipped = bytes.toString("base64url");
    expect(openSecret([v, iv, flipped].join("."), "provider-password", key)).toBeNull();
    expect(openSecret("not sealed", "provider-password", key)).toBeNull();
  });

  it("refuses a tag cut short, which GCM would otherwise check on its first bytes only", () => {
    // An empty secret seals to its 16-byte tag alone; its first 4 bytes are a valid 4-byte tag.
    const [v, iv, tag] = sealSecret("", "provider-password", key).split(".");
    const short = Buffer.from(tag!, "base64url").subarray(0, 4).toString("base64url");
    expect(openSecret([v, iv, tag].join("."), "provider-password", key)).toBe("");
    expect(openSecret([v, iv, short].join("."), "provider-password", key)).toBeNull();
  });

  it("fingerprints alike values alike, and different ones differently", () => {
    const a = fingerprintSecret("one", "p", key);
    expect(fingerprintSecret("one", "p", key)).toBe(a);
    expect(fingerprintSecret("two", "p", key)).not.toBe(a);
  });
});
