import { describe, expect, it } from "vitest";
import { kycNeeds, kycNeedsSentence, levelsRequiring } from "./kyc";

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
    expect(levelsRequiring("risk_profile")).toEqual(["KYC"]);
    expect(levelsRequiring("identifications")).toEqual(["KYC", "KYB"]);
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
