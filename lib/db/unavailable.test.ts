import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isDatabaseUnavailable", () => {
  it("recognises a server going away, directly or wrapped by drizzle", () => {
    expect(isDatabaseUnavailable(withCode("57P01"))).toBe(true); // admin shutdown
    expect(isDatabaseUnavailable(withCode("57P03"))).toBe(true); // starting up
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode("ECONNREFUSED")))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated")))).toBe(true);
  });

  it("leaves query and data faults alone", () => {
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false); // unique violation
    expect(isDatabaseUnavailable(withCode("57014"))).toBe(false); // statement cancelled
    expect(isDatabaseUnavailable(wrapped(withCode("42P01")))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});
