import { describe, expect, it } from "vitest";
import { addressFields, addressPatchSchema } from "./address-form-rules";

const stored = {
  type: "Home",
  line_1: "1 Main Street",
  line_3: "Flat 5",
  city: "Berlin",
  postal_code: "10115",
  country: "DE",
};

function problems(schema: ReturnType<typeof addressPatchSchema>, value: object) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
}

describe("addressFields", () => {
  it("marks as mandatory exactly what PUT requires besides type (v1.50)", () => {
    expect(addressFields.filter((f) => f.mandatory).map((f) => f.name)).toEqual([
      "line_1",
      "city",
      "postal_code",
      "country",
    ]);
  });
});

describe("addressPatchSchema", () => {
  it("sends only the type and the fields given", () => {
    expect(problems(addressPatchSchema(stored), { type: "Home", line_3: "Flat 6" })).toEqual([]);
  });

  it("refuses to leave out a recorded optional line, which PATCH would keep", () => {
    expect(problems(addressPatchSchema(stored), { type: "Home", line_1: "2 Main Street" })).toEqual(
      ["line_3"],
    );
  });

  it("accepts a line left out that was never recorded, and any line on a new address", () => {
    expect(problems(addressPatchSchema({ ...stored, line_3: null }), { type: "Home" })).toEqual([]);
    expect(problems(addressPatchSchema(undefined), { type: "Work" })).toEqual([]);
  });

  it("keeps the interface's rules: an empty mandatory field and a bad country are refused", () => {
    expect(
      problems(addressPatchSchema(stored), { type: "Home", line_3: "x", city: "", country: "XX" }),
    ).toEqual(["city", "country"]);
  });
});
