import { describe, expect, it } from "vitest";
import { customerHold } from "./customer-status";
import { ErrorCode } from "./errors/catalog";

describe("customerHold", () => {
  it("holds nothing against an active customer, or one whose status is not reported", () => {
    expect(customerHold("Active")).toBeNull();
    expect(customerHold(undefined)).toBeNull();
    expect(customerHold(null)).toBeNull();
  });

  it("names the AML hold and rejection by their own codes", () => {
    expect(customerHold("OnHold")?.code).toBe(ErrorCode.CustomerOnHold);
    expect(customerHold("Rejected")?.code).toBe(ErrorCode.CustomerRejected);
  });

  it("refuses any other status as not active", () => {
    expect(customerHold("Inactive")?.code).toBe(ErrorCode.CustomerMustBeActive);
    expect(customerHold("Frozen")?.code).toBe(ErrorCode.CustomerMustBeActive);
  });

  it("says why in words, without the code or the enum value in the sentence", () => {
    expect(customerHold("OnHold")?.reason).toMatch(/on hold after the AML check/);
    expect(customerHold("OnHold")?.reason).not.toMatch(/OnHold|4224005/);
  });
});
