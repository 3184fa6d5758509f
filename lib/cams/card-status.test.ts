import { describe, expect, it } from "vitest";
import {
  cardOperationAllowed,
  cardStatusLabel,
  nextProductionStatus,
  providerMayMove,
} from "./card-status";

describe("the card status machine", () => {
  it("activates only from 03 Printing and 04 Dispatched (4220008 elsewhere)", () => {
    expect(["03", "04"].filter((s) => cardOperationAllowed("activate", s))).toEqual(["03", "04"]);
    for (const status of ["01", "02", "00", "05", "62", "weird"]) {
      expect(cardOperationAllowed("activate", status), status).toBe(false);
    }
  });

  it("blocks only Active, unblocks only Blocked", () => {
    expect(cardOperationAllowed("block", "00")).toBe(true);
    expect(cardOperationAllowed("block", "05")).toBe(false);
    expect(cardOperationAllowed("unblock", "05")).toBe(true);
    expect(cardOperationAllowed("unblock", "00")).toBe(false);
  });

  it("replaces an active, blocked, lost, stolen or expired card, never one in production or ended", () => {
    for (const status of ["00", "05", "41", "43", "54"])
      expect(cardOperationAllowed("replace", status), status).toBe(true);
    for (const status of ["01", "02", "03", "04", "62", "83"])
      expect(cardOperationAllowed("replace", status), status).toBe(false);
  });

  it("lets the provider take one production step at a time, or end a card that has not ended", () => {
    expect(providerMayMove("01", "02")).toBe(true);
    expect(providerMayMove("01", "03")).toBe(false);
    expect(providerMayMove("04", "00")).toBe(false);
    expect(providerMayMove("00", "41")).toBe(true);
    expect(providerMayMove("00", "62")).toBe(false);
    expect(providerMayMove("83", "41")).toBe(false);
    expect(nextProductionStatus("03")).toBe("04");
    expect(nextProductionStatus("04")).toBeNull();
    expect(nextProductionStatus("00")).toBeNull();
  });

  it("labels a status by its code and name, and an unknown one as it came", () => {
    expect(cardStatusLabel("03")).toBe("03 Printing");
    expect(cardStatusLabel("99")).toBe("99");
  });
});
