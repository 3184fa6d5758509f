import { describe, expect, it } from "vitest";
import { callPaths, maxInFlight } from "./provider-calls";
import { percentile, Tally } from "./stats";

const call = (path: string, start: number, end: number) => ({ path, start, end, status: 200 });
const id = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("maxInFlight", () => {
  it("says 1 for calls one after another, touching ends included", () => {
    expect(maxInFlight([call("/a", 0, 10), call("/b", 10, 20), call("/c", 25, 30)])).toBe(1);
  });
  it("says how many overlapped at most", () => {
    expect(maxInFlight([call("/a", 0, 10), call("/b", 1, 12), call("/c", 2, 5)])).toBe(3);
    expect(maxInFlight([])).toBe(0);
  });
});

describe("callPaths", () => {
  it("folds ids and counts repeats", () => {
    expect(
      callPaths([call(`/sandbox/customers/${id}`, 0, 1), call(`/sandbox/customers/${id}`, 0, 1)]),
    ).toBe("/sandbox/customers/:id ×2");
  });
});

describe("percentile", () => {
  it("takes the nearest rank", () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("Tally", () => {
  it("counts every kind and what is not expected", () => {
    const tally = new Tally();
    for (const kind of ["201", "201", "422/4225064", "500/5000000"]) tally.add(kind);
    expect(tally.total()).toBe(4);
    expect(tally.except("201", "422/4225064")).toBe(1);
    expect(tally.toString()).toBe("201×2, 422/4225064×1, 500/5000000×1");
  });
});
