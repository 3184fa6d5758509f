import { describe, expect, it } from "vitest";
import { z } from "zod";
import { spendControlRules } from "../__fixtures__/bodies";
import { spendControlCreateRequest } from "./spend-control";

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
