import { describe, expect, it } from "vitest";
import { customersHref, loadCustomerSearchParams, parseCustomerSearch } from "./search-query";

describe("parseCustomerSearch", () => {
  it("turns the URL into the provider's query, blank fields meaning any", () => {
    const parsed = parseCustomerSearch({ last_name: " Doe ", identification_value: "" }, 2);
    expect(parsed).toMatchObject({
      ok: true,
      query: { last_name: "Doe", page_number: 2, page_size: 50 },
      filters: { last_name: "Doe" },
    });
  });

  it("puts the schema's message on the field instead of failing", () => {
    const parsed = parseCustomerSearch({ identification_value: "AB%CD" }, 1);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors.identification_value).toBeTruthy();
  });
});

describe("customersHref", () => {
  it("keeps the filters and leaves page 1 out", () => {
    expect(customersHref(1, {})).toBe("/customers");
    expect(customersHref(3, { last_name: "Doe" })).toBe("/customers?last_name=Doe&page=3");
  });
});

describe("loadCustomerSearchParams", () => {
  it("reads the filters and the page, a bad page with its reason", () => {
    expect(loadCustomerSearchParams({ last_name: "Doe", page: "2" })).toMatchObject({
      last_name: "Doe",
      identification_value: "",
      page: { page: 2, problem: null },
    });
    expect(loadCustomerSearchParams({ page: "-1" }).page).toMatchObject({ page: null });
    expect(loadCustomerSearchParams({}).page).toEqual({ page: 1, problem: null });
  });
});

describe("parseCustomerSearch: the size of a last name", () => {
  it("asks the provider for 100 characters, and says on the field that 101 are too many", () => {
    expect(parseCustomerSearch({ last_name: "d".repeat(100) }, 1).ok).toBe(true);
    const parsed = parseCustomerSearch({ last_name: "d".repeat(101) }, 1);
    expect(parsed).toMatchObject({
      ok: false,
      fieldErrors: { last_name: "Use at most 100 characters: this has 101." },
    });
  });
});
