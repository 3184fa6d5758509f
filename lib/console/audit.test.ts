import { describe, expect, it } from "vitest";
import { AUDIT_TEXT_MAX, clip, redact } from "./audit";

describe("redact", () => {
  it("masks secret-looking keys at any depth and keeps the rest", () => {
    expect(
      redact({
        email: "a@b.c",
        password: "x",
        nested: [{ access_token: "t", api_key: "k", X_Signature: "s", note: "ok" }],
        passwordHash: "h",
      }),
    ).toEqual({
      email: "a@b.c",
      password: "[redacted]",
      nested: [
        {
          access_token: "[redacted]",
          api_key: "[redacted]",
          X_Signature: "[redacted]",
          note: "ok",
        },
      ],
      passwordHash: "[redacted]",
    });
  });
});

describe("clip", () => {
  it("keeps text up to the limit and cuts what is longer, saying so", () => {
    expect(clip("a".repeat(AUDIT_TEXT_MAX))).toBe("a".repeat(AUDIT_TEXT_MAX));
    const cut = clip("a".repeat(AUDIT_TEXT_MAX + 1))!;
    expect(cut).toHaveLength(AUDIT_TEXT_MAX);
    expect(cut.endsWith("…")).toBe(true);
    expect(clip(undefined)).toBeNull();
  });
});
