import { describe, expect, it } from "vitest";
import { embossName, todayIsoDate } from "@/lib/cams";
import {
  embossNameFor,
  emptyAddressLines,
  emptyDraft,
  emptyIdentification,
  type OnboardingDraft,
  onboardingRequest,
  toCreateRequest,
} from "./draft";

const home = {
  ...emptyAddressLines(),
  type: "Home",
  line_1: "1 Main Street",
  city: "Berlin",
  postal_code: "10115",
  country: "DE",
};

function draft(overrides: Partial<OnboardingDraft>): OnboardingDraft {
  return {
    ...emptyDraft(),
    kyc_level: "Anonymous",
    first_name: "Jane",
    last_name: "Doe",
    nationality: "DE",
    ...overrides,
  };
}

const issuePaths = (value: OnboardingDraft) =>
  (onboardingRequest.safeParse(value).error?.issues ?? []).map((issue) => issue.path.join("."));

describe("toCreateRequest", () => {
  it("leaves out empty inputs, empty lists and an unanswered risk profile", () => {
    expect(toCreateRequest(draft({ accounts: [] }))).toEqual({
      kyc_level: "Anonymous",
      first_name: "Jane",
      last_name: "Doe",
      nationality: "DE",
      accounts: [],
      cards: [],
    });
  });

  it("keeps a partly answered risk profile, so its missing answers are refused", () => {
    const value = draft({
      risk_profile: { profession: "Student", account_purpose: "", monthly_income: "" },
    });
    expect(toCreateRequest(value).risk_profile).toEqual({ profession: "Student" });
    expect(issuePaths(value).sort()).toEqual([
      "risk_profile.account_purpose",
      "risk_profile.monthly_income",
    ]);
  });

  it("keeps the fields of list rows, leaving out only their empty inputs", () => {
    const request = toCreateRequest(draft({ addresses: [home] }));
    expect(request.addresses).toEqual([
      {
        type: "Home",
        line_1: "1 Main Street",
        city: "Berlin",
        postal_code: "10115",
        country: "DE",
      },
    ]);
    expect(request.accounts).toEqual([{ currency: "EUR", assign_account_identifier: true }]);
  });
});

describe("the draft under the lib/cams rules", () => {
  it("accepts an Anonymous customer with one account", () => {
    expect(issuePaths(draft({}))).toEqual([]);
  });

  it("asks a KYC customer for what the KYC level requires", () => {
    expect(issuePaths(draft({ kyc_level: "KYC" })).sort()).toEqual([
      "addresses",
      "birth_country",
      "identifications",
      "risk_profile.account_purpose",
      "risk_profile.monthly_income",
      "risk_profile.profession",
    ]);
  });

  it("refuses a date of birth after today on its field; today is taken", () => {
    const today = todayIsoDate();
    const tomorrow = todayIsoDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(issuePaths(draft({ date_of_birth: today }))).toEqual([]);
    expect(issuePaths(draft({ date_of_birth: tomorrow }))).toEqual(["date_of_birth"]);
  });

  it("refuses an empty identification row on its fields, and a blank required input", () => {
    expect(
      issuePaths(draft({ identifications: [emptyIdentification()], first_name: "" })).sort(),
    ).toEqual(["first_name", "identifications.0.type", "identifications.0.value"]);
  });

  it("refuses a card without a delivery address on each missing line", () => {
    const card = {
      emboss_name: "JANE DOE",
      emboss_fourth_line: "",
      card_type: "",
      carrier_delivery_address: emptyAddressLines(),
    };
    expect(issuePaths(draft({ cards: [card] })).sort()).toEqual([
      "cards.0.carrier_delivery_address.city",
      "cards.0.carrier_delivery_address.country",
      "cards.0.carrier_delivery_address.line_1",
      "cards.0.carrier_delivery_address.postal_code",
    ]);
  });
});

describe("embossNameFor", () => {
  it.each([
    ["Jane", "Doe", "JANE DOE"],
    ["José", "Müller-Lüdenscheidt", "JOSE MULLER-LUDENSCHEI"],
    ["Anne Marie", "O'Neil", "ANNE MARIE O'NEIL"],
    ["  Zoë ", " Smith", "ZOE SMITH"],
    ["Иван", "Petrov", "PETROV"],
  ])("%s %s → %s", (first, last, expected) => {
    const suggested = embossNameFor(first, last);
    expect(suggested).toBe(expected.slice(0, 21).trim());
    expect(embossName.safeParse(suggested).success).toBe(true);
  });

  it("suggests nothing when no character can be embossed", () => {
    expect(embossNameFor("", "")).toBe("");
  });
});
