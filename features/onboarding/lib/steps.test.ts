import { describe, expect, it } from "vitest";
import { customerCreateRequest } from "@/lib/cams";
import { emptyDraft } from "./draft";
import { errorPaths, firstRefusedField, onboardingSteps, REVIEW_STEP, stepOfField } from "./steps";

describe("onboarding steps", () => {
  it("hold every field of the draft exactly once, each a field of the create request", () => {
    const fields = onboardingSteps.flatMap((step) => [...step.fields]);
    expect([...fields].sort()).toEqual(Object.keys(emptyDraft()).sort());
    for (const field of fields) expect(customerCreateRequest.shape).toHaveProperty(field);
  });

  it.each([
    ["first_name", 0],
    ["kyc_level", 0],
    ["identifications.0.value", 1],
    ["identifications", 1],
    ["risk_profile.monthly_income", 1],
    ["addresses.0.postal_code", 2],
    ["addresses[1].type", 2],
    ["mobile_number", 2],
    ["accounts.1.currency", 3],
    ["cards.0.carrier_delivery_address.country", 3],
    ["root", REVIEW_STEP],
    ["delivery_address.city", REVIEW_STEP],
    ["", REVIEW_STEP],
  ])("%s is on step %i", (path, step) => {
    expect(stepOfField(path)).toBe(step);
  });

  it("lands on the earliest step's first refused field", () => {
    expect(firstRefusedField(["cards.0.emboss_name", "addresses.0.city", "mobile_number"])).toEqual(
      { path: "addresses.0.city", step: 2 },
    );
    expect(firstRefusedField(["root"])).toEqual({ path: "root", step: REVIEW_STEP });
    expect(firstRefusedField([])).toBeNull();
  });
});

describe("errorPaths", () => {
  const leaf = (message: string) => ({ type: "custom", message, ref: { name: "x" } });

  it("flattens nested and array errors in order, an array's own error on its path", () => {
    const errors = {
      first_name: leaf("First name is required"),
      identifications: { root: leaf("At least one identification is required") },
      addresses: [undefined, { postal_code: leaf("Cannot be empty") }],
      risk_profile: { profession: leaf("profession is required") },
    };
    expect(errorPaths(errors)).toEqual([
      "first_name",
      "identifications",
      "addresses.1.postal_code",
      "risk_profile.profession",
    ]);
  });

  it("reports an array error given without root once, beside its items' errors", () => {
    const errors = { addresses: { message: "Home needed", 0: { city: leaf("Cannot be empty") } } };
    expect(errorPaths(errors)).toEqual(["addresses", "addresses.0.city"]);
  });

  it("finds nothing in no errors", () => {
    expect(errorPaths({})).toEqual([]);
    expect(errorPaths(undefined)).toEqual([]);
  });
});
