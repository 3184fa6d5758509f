import { describe, expect, it } from "vitest";
import { profileUpdateSchema, riskProfileRequired } from "./profile-rules";

const names = { first_name: "Jane", last_name: "Doe", nationality: "DE" } as const;
const risk = {
  profession: "Employee_Worker",
  account_purpose: "ReceiveSalary",
  monthly_income: "1501To2000",
} as const;

function problems(customer: Parameters<typeof profileUpdateSchema>[0], value: object) {
  const result = profileUpdateSchema(customer).safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("profileUpdateSchema", () => {
  it("lets an Anonymous customer without extras change only the names", () => {
    expect(problems({ kyc_level: "Anonymous" }, names)).toEqual({});
  });

  it("requires birth country and a risk profile at KYC level KYC, and nothing else", () => {
    expect(problems({ kyc_level: "KYC" }, names)).toEqual({
      birth_country: "Birth country is required at KYC level KYC",
      "risk_profile.profession": "A risk profile is required for this customer",
    });
    expect(
      problems({ kyc_level: "KYC" }, { ...names, birth_country: "AT", risk_profile: risk }),
    ).toEqual({});
  });

  it.each(["SDD", "KYB"])("does not require them at level %s", (kyc_level) => {
    expect(problems({ kyc_level }, names)).toEqual({});
  });

  it("refuses to empty a recorded field, since PATCH cannot remove it", () => {
    const stored = { kyc_level: "SDD", email: "jane@example.com", date_of_birth: "1990-01-31" };
    expect(problems(stored, names)).toEqual({
      email: "Email is recorded and cannot be removed: change it instead",
      date_of_birth: "Date of birth is recorded and cannot be removed: change it instead",
    });
    expect(
      problems(stored, { ...names, email: "j@example.org", date_of_birth: "1990-02-01" }),
    ).toEqual({});
  });

  it("keeps a recorded risk profile complete: one missing value is named", () => {
    const stored = { kyc_level: "Anonymous", risk_profile: risk };
    expect(riskProfileRequired(stored)).toBe(true);
    expect(riskProfileRequired({ kyc_level: "Anonymous" })).toBe(false);
    expect(
      problems(stored, { ...names, risk_profile: { ...risk, monthly_income: undefined } }),
    ).toEqual({ "risk_profile.monthly_income": "Choose a monthly income" });
    expect(problems(stored, names)).toMatchObject({
      "risk_profile.profession": "A risk profile is required for this customer",
    });
  });

  it("keeps the interface's own rules: name length at 50 and 51", () => {
    const customer = { kyc_level: "Anonymous" };
    expect(problems(customer, { ...names, first_name: "J".repeat(50) })).toEqual({});
    expect(problems(customer, { ...names, first_name: "J".repeat(51) })).toEqual({
      first_name: "First name cannot be longer than 50 characters",
    });
  });
});
