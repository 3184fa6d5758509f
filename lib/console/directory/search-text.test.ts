import { describe, expect, it } from "vitest";
import { SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_MAX_WORDS, searchTextProblem } from "./search-text";

// The one size of a search text: the header's search, the lists' name filters and their exports.
describe("searchTextProblem", () => {
  it("accepts 100 characters and refuses 101, counted as a person counts them", () => {
    expect(SEARCH_TEXT_MAX_LENGTH).toBe(100);
    expect(searchTextProblem("a".repeat(100))).toBeNull();
    expect(searchTextProblem("a".repeat(101))).toBe("Use at most 100 characters: this has 101.");
    // Spaces around are not counted; an emoji is one character, not two UTF-16 units.
    expect(searchTextProblem(`  ${"a".repeat(100)}  `)).toBeNull();
    expect(searchTextProblem("😀".repeat(100))).toBeNull();
    expect(searchTextProblem("a".repeat(6144))).toBe("Use at most 100 characters: this has 6,144.");
  });

  it("counts what the text folds to: a ligature that folds to three letters counts three", () => {
    expect(searchTextProblem("ﬃ".repeat(33))).toBeNull();
    expect(searchTextProblem("ﬃ".repeat(34))).toBe("Use at most 100 characters: this has 102.");
  });

  it("accepts 6 words and refuses 7", () => {
    expect(SEARCH_TEXT_MAX_WORDS).toBe(6);
    expect(searchTextProblem("one two three four five six")).toBeNull();
    expect(searchTextProblem("one two  three four five six seven")).toBe(
      "Use at most 6 words: this has 7.",
    );
  });

  it("takes an IBAN written in groups of four as one key, not nine words", () => {
    expect(searchTextProblem("MT84 MALT 0110 0001 2345 MTLC AST0 01S")).toBeNull();
    expect(searchTextProblem("MT84 MALT 0110 0001 2345 MTLC AST0 01S x!")).toBe(
      "Use at most 6 words: this has 9.",
    );
  });
});
