import { describe, expect, it } from "vitest";
import { changeRows } from "./audit-change";

describe("changeRows", () => {
  it("lists each field either side has in words, marking the changed ones", () => {
    expect(
      changeRows(
        { role: "support", disabled: false, address: { city: "Paris" } },
        { role: "manager", disabled: false, address: { city: "Lyon", line_1: "1 Rue" } },
      ),
    ).toEqual([
      { field: "Role", before: "support", after: "manager", changed: true },
      { field: "Disabled", before: "no", after: "no", changed: false },
      { field: "Address: city", before: "Paris", after: "Lyon", changed: true },
      { field: "Address: line 1", before: "—", after: "1 Rue", changed: true },
    ]);
  });

  it("numbers list items from 1, and reads a change with only an after", () => {
    expect(changeRows(null, { phones: [{ number: "+491" }, { number: "+492" }] })).toEqual([
      { field: "Phones: number (1)", before: "—", after: "+491", changed: true },
      { field: "Phones: number (2)", before: "—", after: "+492", changed: true },
    ]);
  });

  it("reads a plain value as one row, and nothing as no rows", () => {
    expect(changeRows(5, 7)).toEqual([{ field: "Value", before: "5", after: "7", changed: true }]);
    expect(changeRows(null, undefined)).toEqual([]);
  });
});
