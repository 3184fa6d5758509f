import { describe, expect, it } from "vitest";
import { refusedFields } from "./refused-fields";

const duplicate = {
  code: "4224001",
  message: "4224001: Customer details already used for another customer",
  fieldErrors: {},
};

describe("refusedFields", () => {
  it("keeps the provider's field errors as they are", () => {
    const refusal = {
      code: "4000001",
      message: "4000001: Request payload is incorrect",
      fieldErrors: { "addresses.1.type": "Another item of addresses already has type Home" },
    };
    expect(refusedFields(refusal, {})).toEqual(refusal.fieldErrors);
  });

  it("names the form's field when the console's own check refused it under `request`", () => {
    const refusal = {
      code: "VALIDATION",
      message: "Some fields need attention.",
      fieldErrors: { "request.date_of_birth": "Date of birth cannot be in the future" },
    };
    expect(refusedFields(refusal, {})).toEqual({
      date_of_birth: "Date of birth cannot be in the future",
    });
  });

  it("puts 4224001 on every identification value sent", () => {
    expect(refusedFields(duplicate, { identifications: [{}, {}] })).toEqual({
      "identifications.0.value": duplicate.message,
      "identifications.1.value": duplicate.message,
    });
  });

  it("has no field for 4224001 without identifications, nor for other codes", () => {
    expect(refusedFields(duplicate, {})).toEqual({});
    expect(refusedFields({ ...duplicate, code: "5000001" }, { identifications: [{}] })).toEqual({});
  });
});
