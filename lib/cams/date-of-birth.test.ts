import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issueMessages, issuePaths } from "./__fixtures__/issues";
import { DATE_OF_BIRTH_IN_FUTURE, dateOfBirth, isAfterToday, todayIsoDate } from "./date-of-birth";
import { corporateIndividualCreateRequest } from "./schemas/corporate";
import { customerCreateRequest, customerUpdateRequest } from "./schemas/customer";

describe("todayIsoDate", () => {
  it("is the local calendar date, zero-padded", () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(todayIsoDate(new Date(2026, 10, 25, 0, 0))).toBe("2026-11-25");
  });
});

describe("isAfterToday", () => {
  it.each([
    ["yesterday", "2026-11-24", false],
    ["today", "2026-11-25", false],
    ["tomorrow", "2026-11-26", true],
    ["next year", "2027-01-01", true],
    ["long ago", "1926-11-26", false],
  ])("%s", (_, date, after) => {
    expect(isAfterToday(date, "2026-11-25")).toBe(after);
  });
});

describe("date of birth, in every schema that carries one", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Late in the evening: the local date, not UTC's, is today.
    vi.setSystemTime(new Date(2026, 10, 25, 23, 30));
  });
  afterEach(() => vi.useRealTimers());

  const person = { first_name: "Jane", last_name: "Doe", nationality: "DE" };
  const schemas = [
    ["customer create", customerCreateRequest, { ...person, kyc_level: "Anonymous" }],
    ["customer update", customerUpdateRequest, {}],
    [
      "corporate individual",
      corporateIndividualCreateRequest,
      { ...person, types: ["Director"], residence_country: "DE" },
    ],
  ] as const;

  it.each(schemas)("%s: today is accepted, tomorrow refused on the field", (_, schema, body) => {
    expect(issuePaths(schema, { ...body, date_of_birth: "2026-11-25" })).toEqual([]);
    const tomorrow = { ...body, date_of_birth: "2026-11-26" };
    expect(issuePaths(schema, tomorrow)).toEqual(["date_of_birth"]);
    expect(issueMessages(schema, tomorrow)).toEqual([DATE_OF_BIRTH_IN_FUTURE]);
  });

  it("still refuses what is not a date, with the date message only", () => {
    expect(dateOfBirth.safeParse("2026-02-30").success).toBe(false);
    expect(dateOfBirth.safeParse("1990-02-28").success).toBe(true);
  });
});
