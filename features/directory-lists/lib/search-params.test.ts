import { createLoader } from "nuqs/server";
import { describe, expect, it } from "vitest";
import { directoryListHref, directoryListParams, readDirectoryList } from "./search-params";

const load = createLoader(directoryListParams);
const rules = { statuses: ["Active", "OnHold"], kycLevels: ["KYC", "SDD"] };
const read = (query: Record<string, string>) => readDirectoryList(load(query), rules);

describe("readDirectoryList", () => {
  it("turns a good URL into the directory's filters", () => {
    const got = read({
      name: " Ann ",
      status: "Active,OnHold",
      kyc_level: "KYC",
      created_from: "2026-01-01",
      created_to: "2026-01-01",
      sort: "created",
      dir: "desc",
      page: "3",
    });
    expect(got.problems).toEqual({});
    expect(got.page).toBe(3);
    expect(got.state).toMatchObject({ sort: "created", dir: "desc", name: "Ann" });
    expect(got.filters).toEqual({
      name: "Ann",
      status: ["Active", "OnHold"],
      kycLevel: ["KYC"],
      createdFrom: "2026-01-01",
      createdTo: "2026-01-01",
    });
    expect(read({}).filters).toEqual({});
  });

  it("asks for two characters of a name, not one", () => {
    expect(read({ name: "Al" }).problems).toEqual({});
    const one = read({ name: " é " });
    expect(one.problems.name).toBe("Type at least 2 characters");
    expect(one.filters).toBeNull();
  });

  it("takes a name of 100 characters and 6 words, and says on the field that more are too many", () => {
    expect(read({ name: "a".repeat(100) }).filters).toEqual({ name: "a".repeat(100) });
    expect(read({ name: "ann bea cleo dora eva fay" }).problems).toEqual({});
    const long = read({ name: "a".repeat(101) });
    expect(long.problems.name).toBe("Use at most 100 characters: this has 101.");
    expect(long.filters).toBeNull();
    const wordy = read({ name: "ann bea cleo dora eva fay gina" });
    expect(wordy.problems.name).toBe("Use at most 6 words: this has 7.");
    expect(wordy.filters).toBeNull();
  });

  it("refuses a status or KYC level the list does not have, and queries nothing", () => {
    const got = read({ status: "Sleeping", kyc_level: "KYC,Gold" });
    expect(got.problems.status).toBe("Choose a status from the list: “Sleeping” is not one");
    expect(got.problems.kyc_level).toBe("Choose a KYC level from the list: “Gold” is not one");
    expect(got.filters).toBeNull();
    // A list without statuses refuses any.
    expect(readDirectoryList(load({ status: "Active" }), {}).problems.status).toBeTruthy();
  });

  it("puts a date that is not a date on its field, and a backwards range on “to”", () => {
    const bad = read({ created_from: "2026-02-30", created_to: "2026-03-01" });
    expect(bad.problems.created_from).toMatch(/is not a date/);
    expect(bad.problems.created_to).toBeUndefined();
    const backwards = read({ created_from: "2026-03-02", created_to: "2026-03-01" });
    expect(backwards.problems).toEqual({
      created_to: "The range ends before it starts: choose a “to” date on or after 2026-03-02.",
    });
    expect(backwards.filters).toBeNull();
    expect(read({ created_from: "2026-03-01", created_to: "2026-03-01" }).problems).toEqual({});
  });

  it("reads a bad page as page 1 and an unknown sort as the default", () => {
    expect(read({ page: "zero", sort: "colour" })).toMatchObject({
      page: 1,
      state: { sort: "name", dir: "asc" },
      problems: {},
    });
  });
});

describe("directoryListHref", () => {
  const state = read({}).state;
  it("leaves defaults and page 1 out, and keeps commas readable", () => {
    expect(directoryListHref("/cards", state)).toBe("/cards");
    expect(
      directoryListHref("/cards", { ...state, status: "03,04" }, 2, { owner: "c1", x: "" }),
    ).toBe("/cards?status=03,04&page=2&owner=c1");
    expect(directoryListHref("/customers", { ...state, sort: "created", dir: "desc" })).toBe(
      "/customers?sort=created&dir=desc",
    );
  });
});
