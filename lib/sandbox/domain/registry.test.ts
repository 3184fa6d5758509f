import { describe, expect, it } from "vitest";
import { registry } from "./registry";

describe("registry", () => {
  it("answers what was registered, and nothing for a kind nobody registered", () => {
    const r = registry<"a" | "b", number>();
    r.register("a", 1);
    expect([r.get("a"), r.get("b")]).toEqual([1, undefined]);
  });

  it("an undo puts back what the stand-in replaced, or nothing when nothing was there", () => {
    const r = registry<"a" | "b", number>();
    r.register("a", 1);
    const undoA = r.register("a", 2);
    const undoB = r.register("b", 3);
    expect([r.get("a"), r.get("b")]).toEqual([2, 3]);
    undoA();
    undoB();
    expect([r.get("a"), r.get("b")]).toEqual([1, undefined]);
  });

  it("an undo after a later registration leaves the later one alone", () => {
    const r = registry<"a", number>();
    const undo = r.register("a", 1);
    r.register("a", 2);
    undo();
    expect(r.get("a")).toBe(2);
  });
});
