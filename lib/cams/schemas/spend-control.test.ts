import { describe, expect, it } from "vitest";
import { spendControlRules } from "../__fixtures__/bodies";
import { z } from "../zod";
import {
  spendControlCreateRequest,
  spendControlEntry,
  updateSpendControlRequest,
} from "./spend-control";

describe("periodicity deprecation and per-transaction limits", () => {
  it("marks the deprecated periodicity so the OpenAPI document says so", () => {
    const json = z.toJSONSchema(spendControlCreateRequest, {
      io: "input",
      unrepresentable: "any",
    }) as {
      properties: Record<string, { deprecated?: boolean }>;
    };
    expect(json.properties.periodicity?.deprecated).toBe(true);
  });

  it("refuses a max_count on PerTransaction, where it could never apply", () => {
    const body = (limit: Record<string, unknown>) => ({
      ...spendControlRules,
      bin: "45678901",
      periodicities: [limit],
    });
    expect(
      spendControlCreateRequest.safeParse(body({ period: "PerTransaction", max_amount: 10 }))
        .success,
    ).toBe(true);
    const refused = spendControlCreateRequest.safeParse(
      body({ period: "PerTransaction", max_count: 1 }),
    );
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["periodicities", 0, "max_count"]);
    expect(
      spendControlCreateRequest.safeParse(body({ period: "Daily", max_count: 1 })).success,
    ).toBe(true);
  });
});

describe("spendControlEntry: the console's group form", () => {
  const form = {
    name: "Groceries only",
    is_enabled: true,
    merchant_category_codes: "5411\n\n 5812 ",
    merchant_ids: "",
    terminal_locations: "de\nFR",
    terminal_ids: "",
    periodicities: [] as { period: string; max_amount: string; max_count: string }[],
  };
  const parse = (change: Record<string, unknown>) =>
    spendControlEntry.safeParse({ ...form, ...change });
  const messageAt = (change: Record<string, unknown>, path: string) =>
    parse(change).error?.issues.find((i) => i.path.join(".") === path)?.message;

  it("reads one item per line into the request's lists, ignoring blank lines", () => {
    expect(parse({}).data).toMatchObject({
      merchant_category_codes: ["5411", "5812"],
      merchant_ids: [],
      terminal_locations: ["DE", "FR"],
    });
    expect(updateSpendControlRequest.safeParse(parse({}).data).success).toBe(true);
  });

  it.each([
    ["4 digits", "7995", undefined],
    ["3 digits", "799", "Line 1 (799): Merchant category code must be 4 digits"],
    ["5 digits", "79951", "Line 1 (79951): Merchant category code must be 4 digits"],
    ["letters", "5411\nabcd", "Line 2 (abcd): Merchant category code must be 4 digits"],
  ])("merchant category codes: %s", (_, typed, message) => {
    expect(messageAt({ merchant_category_codes: typed }, "merchant_category_codes")).toBe(message);
  });

  it.each([
    ["a country", "IE", undefined],
    ["three letters", "DEU", "Line 1 (DEU): "],
    ["not a country", "XX", "Line 1 (XX): "],
  ])("terminal locations: %s", (_, typed, start) => {
    const message = messageAt({ terminal_locations: typed }, "terminal_locations");
    if (start === undefined) expect(message).toBeUndefined();
    else expect(message).toMatch(new RegExp(`^${start.replace(/[()]/g, "\\$&")}Country must be`));
  });

  it("needs a name", () => {
    expect(messageAt({ name: "" }, "name")).toBe("Enter the name");
    expect(messageAt({ name: "G" }, "name")).toBeUndefined();
  });

  const limit = (period: string, max_amount = "", max_count = "") => ({
    period,
    max_amount,
    max_count,
  });
  it.each([
    ["an amount", [limit("Daily", "100")], undefined, undefined],
    ["a count of 1", [limit("Daily", "", "1")], undefined, undefined],
    [
      "a count of 0",
      [limit("Daily", "", "0")],
      "periodicities.0.max_count",
      "Maximum count must be at least 1",
    ],
    [
      "a count of 1.5",
      [limit("Daily", "", "1.5")],
      "periodicities.0.max_count",
      "Maximum count must be a whole number",
    ],
    ["an amount of 0.01", [limit("Daily", "0.01")], undefined, undefined],
    [
      "an amount of 0",
      [limit("Daily", "0")],
      "periodicities.0.max_amount",
      "Amount must be greater than 0",
    ],
    [
      "neither",
      [limit("Daily")],
      "periodicities.0",
      "Give a maximum amount, a maximum count or both",
    ],
    [
      "a count per transaction",
      [limit("PerTransaction", "", "2")],
      "periodicities.0.max_count",
      "A maximum count does not apply per transaction: leave it empty",
    ],
    [
      "a period twice",
      [limit("Daily", "1"), limit("Daily", "2")],
      "periodicities",
      "Each period can appear only once",
    ],
    ["no period", [limit("", "1")], "periodicities.0.period", undefined],
  ])("limits: %s", (_, periodicities, path, message) => {
    const result = parse({ periodicities });
    if (path === undefined) {
      expect(result.success).toBe(true);
      return;
    }
    const found = result.error?.issues.find((i) => i.path.join(".") === path);
    expect(found).toBeDefined();
    if (message) expect(found?.message).toBe(message);
  });

  it("sends a limit without the blank amount or count", () => {
    expect(parse({ periodicities: [limit("Weekly", "", "3")] }).data?.periodicities).toEqual([
      { period: "Weekly", max_count: 3 },
    ]);
  });
});
