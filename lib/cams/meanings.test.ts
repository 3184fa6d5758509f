import { describe, expect, it } from "vitest";
import { paymentStatuses, reasonCodes, transactionCodes } from "./enums";
import {
  finalPaymentStatuses,
  meaningOf,
  paymentStatusMeanings,
  reasonCodeMeanings,
  transactionCodeMeanings,
} from "./meanings";

describe("meanings", () => {
  it.each([
    ["transaction_code", transactionCodes, transactionCodeMeanings],
    ["payment_status", paymentStatuses, paymentStatusMeanings],
    ["reason_code", reasonCodes, reasonCodeMeanings],
  ] as const)("explain every %s the interface allows, and nothing else", (_, codes, meanings) => {
    expect(Object.keys(meanings).sort()).toEqual([...codes].sort());
  });

  it("reads a known code and leaves an unknown one unexplained", () => {
    expect(meaningOf(paymentStatusMeanings, "ACSC")).toBe("settled");
    expect(meaningOf(paymentStatusMeanings, "XXXX")).toBeNull();
    expect(meaningOf(paymentStatusMeanings, "toString")).toBeNull();
  });

  it("names only real statuses as final, and not the accepted one a transfer starts at", () => {
    for (const status of finalPaymentStatuses) expect(paymentStatuses).toContain(status);
    expect(finalPaymentStatuses).not.toContain("ACCP");
  });
});
