import { describe, expect, it } from "vitest";
import { emptyAddressLines } from "./draft";
import { kycNeeds, kycNeedsSentence, rowsRequiredBy } from "./kyc-level";

const none = { identifications: [], addresses: [] };

describe("kycNeeds", () => {
  it("follows lib/cams for each level, and needs nothing before a level is chosen", () => {
    expect(kycNeeds("KYC")).toEqual({
      identifications: true,
      homeAddress: true,
      birth_country: true,
      risk_profile: true,
    });
    expect(kycNeeds("KYB").identifications).toBe(true);
    expect(kycNeeds("KYB").homeAddress).toBe(false);
    expect(Object.values(kycNeeds(""))).not.toContain(true);
    expect(Object.values(kycNeeds("toString"))).not.toContain(true);
  });

  it.each([
    ["Anonymous", "Anonymous needs nothing beyond the name and nationality."],
    ["KYB", "KYB also needs an identification document."],
    [
      "KYC",
      "KYC also needs an identification document, a Home address, the birth country and a risk profile.",
    ],
  ])("%s: %s", (level, sentence) => {
    expect(kycNeedsSentence(level)).toBe(sentence);
  });
});

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
