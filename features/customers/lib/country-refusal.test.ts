import { describe, expect, it } from "vitest";
import { errorFromResponse } from "@/lib/cams/client/errors";
import { explainCountryRefusal } from "./country-refusal";

const refusal = (errors: Record<string, string[]>) =>
  errorFromResponse(400, JSON.stringify({ code: 4000001, errors }));

describe("explainCountryRefusal", () => {
  it("explains the provider's Country refusal of a Home address on the country field", () => {
    const explained = explainCountryRefusal(
      refusal({
        Country: ["Country cannot be updated with the provided type"],
        postal_code: ["Too long"],
      }),
      "Home",
    );
    expect(explained).toMatchObject({
      code: 4000001,
      httpStatus: 400,
      fieldErrors: {
        country:
          "Country cannot be updated with the provided type: while user verification is on, a Home address keeps the country the customer was verified in.",
        postal_code: "Too long",
      },
    });
  });

  it("leaves other refusals as they are", () => {
    const other = refusal({ city: ["Unknown city"] });
    expect(explainCountryRefusal(other, "Home")).toBe(other);
    const work = refusal({ Country: ["No"] });
    expect(explainCountryRefusal(work, "Work")).toBe(work);
    const crash = new Error("boom");
    expect(explainCountryRefusal(crash, "Home")).toBe(crash);
  });
});
