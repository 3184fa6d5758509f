import { describe, expect, it } from "vitest";
import { redact } from "./audit";

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
