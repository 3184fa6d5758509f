import { describe, expect, it, vi } from "vitest";

describe("isCamsError", () => {
  it("recognises a refusal made by another copy of the module, where instanceof fails", async () => {
    const first = await import("./errors");
    vi.resetModules();
    const second = await import("./errors");
    expect(second.CamsError).not.toBe(first.CamsError);

    const refusal = new first.CamsError({ code: 4220008, httpStatus: 422 });
    // What Next.js bundles do to a client kept on globalThis: the class compared is another copy.
    expect(refusal instanceof second.CamsError).toBe(false);
    expect(second.isCamsError(refusal)).toBe(true);
    expect(first.isCamsError(new second.CamsError({ code: 4040001, httpStatus: 404 }))).toBe(true);
  });

  it("recognises nothing else", async () => {
    const { isCamsError } = await import("./errors");
    for (const other of [
      new Error("4220008: Cards cannot be activated"),
      { name: "CamsError", code: 4220008, httpStatus: 422 },
      null,
      undefined,
      "4220008",
    ]) {
      expect(isCamsError(other)).toBe(false);
    }
  });
});
