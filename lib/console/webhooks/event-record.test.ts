import { describe, expect, it } from "vitest";
import { WebhookType } from "@/lib/cams";
import { toEventRecord } from "./event-record";

const at = new Date("2026-11-25T09:00:00.000Z");
const verification = (data: Record<string, unknown>) => ({
  id: "evt_1",
  type: WebhookType.UserVerificationStatus,
  created_date: at.toISOString(),
  data,
});

describe("toEventRecord's problem, in words", () => {
  it("names a missing field and a wrong type, and has none for a good payload", () => {
    expect(toEventRecord(verification({ customer_id: "c1" }), at).problem).toBe(
      "data.status is missing.",
    );
    expect(toEventRecord(verification({ customer_id: 7, status: "Approved" }), at).problem).toBe(
      "data.customer_id is not a string.",
    );
    const applied = toEventRecord(verification({ customer_id: "c1", status: "Approved" }), at);
    expect(applied.problem).toBeUndefined();
    expect(applied.change).toMatchObject({ status: "Approved" });
  });

  it("says nothing of a parser's own text", () => {
    const { problem } = toEventRecord(verification({}), at);
    expect(problem).toBe("data.customer_id is missing; data.status is missing.");
    expect(problem).not.toMatch(/✖|→|expected|received/);
  });
});
