import { describe, expect, it } from "vitest";
import { emptyAddressLines } from "./draft";
import { rowsRequiredBy } from "./kyc-level";

const none = { identifications: [], addresses: [] };

describe("rowsRequiredBy", () => {
  it("adds an identification and a Home address for KYC", () => {
    const rows = rowsRequiredBy("KYC", none);
    expect(rows.identifications).toHaveLength(1);
    expect(rows.addresses?.map((a) => a.type)).toEqual(["Home"]);
  });

  it("adds only an identification for KYB, and nothing for SDD", () => {
    expect(Object.keys(rowsRequiredBy("KYB", none))).toEqual(["identifications"]);
    expect(rowsRequiredBy("SDD", none)).toEqual({});
  });

  it("keeps what is there: a Home address, or another address beside which Home is added", () => {
    const work = { ...emptyAddressLines(), type: "Work", city: "Berlin" };
    const withHome = { identifications: [], addresses: [{ ...work, type: "Home" }] };
    expect(rowsRequiredBy("KYC", withHome).addresses).toBeUndefined();
    const withWork = { identifications: [], addresses: [work] };
    expect(rowsRequiredBy("KYC", withWork).addresses?.map((a) => a.type)).toEqual(["Work", "Home"]);
  });
});
