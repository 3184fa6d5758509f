import { describe, expect, it } from "vitest";
import {
  cardOperationAllowed,
  cardStatusLabel,
  lifecycleSteps,
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

describe("the lifecycle steps", () => {
  const at = (to_status: string, day: number) => ({
    to_status,
    changed_date: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
  });
  const states = (steps: ReturnType<typeof lifecycleSteps>) =>
    steps.map((step) => `${step.status}:${step.state}`);

  it("shows a virtual card as Active alone: it is never embossed, printed or sent", () => {
    const steps = lifecycleSteps({ status: "00", cardType: "Virtual", history: [at("00", 1)] });
    expect(states(steps)).toEqual(["00:current"]);
    expect(steps[0]?.date).toBe("2026-11-01T10:00:00.000Z");
    expect(states(lifecycleSteps({ status: "05", cardType: "Virtual", history: null }))).toEqual([
      "00:done",
    ]);
  });

  it("marks 04 Dispatched skipped, not done, on a card activated from 03", () => {
    const history = [at("01", 1), at("02", 2), at("03", 3), at("00", 4)];
    const steps = lifecycleSteps({ status: "00", cardType: "Physical", history });
    expect(states(steps)).toEqual(["01:done", "02:done", "03:done", "04:skipped", "00:current"]);
    expect(steps.map((step) => step.date)).toEqual([
      "2026-11-01T10:00:00.000Z",
      "2026-11-02T10:00:00.000Z",
      "2026-11-03T10:00:00.000Z",
      null,
      "2026-11-04T10:00:00.000Z",
    ]);
  });

  it("marks 04 done when the card went through it", () => {
    const history = [at("01", 1), at("02", 2), at("03", 3), at("04", 4), at("00", 5)];
    expect(states(lifecycleSteps({ status: "00", history }))).toEqual([
      "01:done",
      "02:done",
      "03:done",
      "04:done",
      "00:current",
    ]);
  });

  it("keeps the steps ahead of a card in production as ahead, undated", () => {
    const steps = lifecycleSteps({ status: "02", history: [at("01", 1), at("02", 2)] });
    expect(states(steps)).toEqual(["01:done", "02:current", "03:ahead", "04:ahead", "00:ahead"]);
    expect(steps.slice(2).every((step) => step.date === null)).toBe(true);
  });

  it("dates Active by its first activation on a blocked card, and the current step by its last arrival", () => {
    const history = [at("01", 1), at("02", 2), at("03", 3), at("00", 4), at("05", 5)];
    const blocked = lifecycleSteps({ status: "05", history });
    expect(states(blocked)).toEqual(["01:done", "02:done", "03:done", "04:skipped", "00:done"]);
    expect(blocked.at(-1)?.date).toBe("2026-11-04T10:00:00.000Z");
    const again = lifecycleSteps({ status: "00", history: [...history, at("00", 6)] });
    expect(again.at(-1)).toEqual({
      status: "00",
      state: "current",
      date: "2026-11-06T10:00:00.000Z",
    });
  });

  it("shows the steps a card ended before as never reached", () => {
    const history = [at("01", 1), at("02", 2), at("41", 3)];
    expect(states(lifecycleSteps({ status: "41", history }))).toEqual([
      "01:done",
      "02:done",
      "03:not-reached",
      "04:not-reached",
      "00:not-reached",
    ]);
  });

  it("without a history, claims only what the machine guarantees", () => {
    expect(states(lifecycleSteps({ status: "00" }))).toEqual([
      "01:done",
      "02:done",
      "03:done",
      "04:unknown",
      "00:current",
    ]);
    expect(states(lifecycleSteps({ status: "05" }))).toEqual([
      "01:done",
      "02:done",
      "03:done",
      "04:unknown",
      "00:done",
    ]);
    expect(states(lifecycleSteps({ status: "03" }))).toEqual([
      "01:done",
      "02:done",
      "03:current",
      "04:ahead",
      "00:ahead",
    ]);
    expect(lifecycleSteps({ status: "62" }).every((step) => step.state === "unknown")).toBe(true);
  });
});
