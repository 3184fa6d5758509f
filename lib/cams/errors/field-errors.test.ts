import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { ROOT_ERROR_KEY, toFormFieldErrors, toInterfaceErrors } from "./field-errors";

const body = z.strictObject({
  first_name: z.string().min(2, "too short"),
  // Each message the schema's own: zod's wording depends on the error map the app installs.
  addresses: z.array(z.strictObject({ postal_code: z.string("postal code must be text") })),
  creditor: z.strictObject({ address: z.strictObject({ city: z.string("city is required") }) }),
});

const invalid = {
  first_name: "J",
  addresses: [{ postal_code: 1 }],
  creditor: { address: {} },
  extra: 1,
};

describe("zod error → interface errors → form errors", () => {
  const errors = toInterfaceErrors(body.safeParse(invalid).error as z.ZodError);

  it("keys the interface's errors by snake_case request path", () => {
    expect(errors).toEqual({
      first_name: ["too short"],
      "addresses[0].postal_code": ["postal code must be text"],
      "creditor.address.city": ["city is required"],
      extra: ["extra is not an accepted field"],
    });
  });

  it("round-trips to react-hook-form paths", () => {
    expect(Object.keys(toFormFieldErrors(errors)).sort()).toEqual(
      ["addresses.0.postal_code", "creditor.address.city", "extra", "first_name"].sort(),
    );
    const issues = body.safeParse(invalid).error?.issues ?? [];
    for (const issue of issues.filter((i) => i.path.length > 0)) {
      expect(toFormFieldErrors(errors)).toHaveProperty([issue.path.join(".")]);
    }
  });

  it("puts problems of the whole body under root", () => {
    const bulk = z.array(z.string()).min(1, "Give at least one");
    expect(toInterfaceErrors(bulk.safeParse([]).error as z.ZodError)).toEqual({
      [ROOT_ERROR_KEY]: ["Give at least one"],
    });
    expect(toFormFieldErrors({ root: ["Give at least one"] })).toEqual({
      root: "Give at least one",
    });
  });

  it("reads the provider's keys too", () => {
    expect(
      toFormFieldErrors({
        Country: ["Country cannot be updated with the provided type"],
        "Addresses[0].PostalCode": ["required"],
        "$.first_name": ["a", "b"],
        empty: [],
      }),
    ).toEqual({
      country: "Country cannot be updated with the provided type",
      "addresses.0.postal_code": "required",
      first_name: "a; b",
    });
  });

  it("keeps fields named like Object.prototype members as fields", () => {
    const strict = z.strictObject({ name: z.string() });
    const parsed = strict.safeParse(JSON.parse('{"name":"x","constructor":1,"__proto__":2}'));
    expect(parsed.success).toBe(false);
    const errors = toInterfaceErrors(parsed.error!);
    expect(Object.keys(errors).sort()).toEqual(["__proto__", "constructor"]);
    expect(Object.keys(toFormFieldErrors({ toString: ["a"], constructor: ["b"] })).sort()).toEqual([
      "constructor",
      "to_string",
    ]);
  });
});
