import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installConsole, signInAs, usersByRole } from "@/lib/console/actions/testing";
import { consoleClockOffsetMs, setConsoleClockOffset } from "@/lib/console/clock";
import { auditLog, customerVerifications } from "@/lib/db/schema";
import { createSandboxHarness, harnessClient, type SandboxHarness } from "@/lib/sandbox/testing";
import { nextMonth } from "../lib/sandbox-clock";
import { advanceSandboxClock } from "./advance-sandbox-clock";
import { freezeSandboxClock } from "./freeze-sandbox-clock";
import { resetSandboxClock } from "./reset-sandbox-clock";

// Settings → Sandbox → Clock: the actions over real HTTP to the sandbox, on one database.
let sb: SandboxHarness;
let uninstall: () => void;
let users: Awaited<ReturnType<typeof usersByRole>>;
const DAY = 86_400;

beforeAll(async () => {
  sb = await createSandboxHarness("pglite", { webhookUrl: "http://127.0.0.1:9/hook" });
  uninstall = installConsole(sb.handle, harnessClient(sb));
  users = await usersByRole(sb.handle);
  signInAs(users.admin);
});
afterAll(async () => {
  uninstall();
  await sb.close();
});
beforeEach(async () => {
  await resetSandboxClock({ to: "real_time" });
});

describe("the sandbox's clock from Settings", () => {
  it("advances a day and shifts the console's clock with it, audited", async () => {
    const moved = await advanceSandboxClock({ step: "day", withConsole: true });
    expect(moved).toMatchObject({ ok: true, data: { offset_seconds: DAY, frozen: false } });
    expect(await consoleClockOffsetMs(sb.handle.db)).toBe(DAY * 1000);
    const audited = await sb.handle.db.select().from(auditLog);
    expect(audited.map((row) => row.action)).toContain("sandbox.clock.advance");
  });

  it("leaves the console's clock alone when asked to", async () => {
    await setConsoleClockOffset(sb.handle.db, 0);
    await advanceSandboxClock({ step: "hour", withConsole: false });
    expect(await consoleClockOffsetMs(sb.handle.db)).toBe(0);
  });

  it("refuses a date that is not ahead, or too far, on its field in plain words", async () => {
    const past = await advanceSandboxClock({
      step: "date",
      to: "2026-11-22T09:59",
      withConsole: true,
    });
    expect(past).toMatchObject({
      ok: false,
      fieldErrors: {
        to: "The clock only moves forward: choose a time after 2026-11-22 at 10:00 UTC",
      },
    });
    const far = await advanceSandboxClock({
      step: "date",
      to: "2027-12-28T10:01",
      withConsole: true,
    });
    expect(far).toMatchObject({
      ok: false,
      fieldErrors: { to: "Move the clock at most 400 days at once" },
    });
    const empty = await advanceSandboxClock({ step: "date", to: "", withConsole: true });
    expect(empty).toMatchObject({
      ok: false,
      fieldErrors: { to: "Choose the date and time (UTC) to move the clock to" },
    });
    // 400 days exactly is allowed.
    const edge = await advanceSandboxClock({
      step: "date",
      to: "2027-12-27T10:00",
      withConsole: true,
    });
    expect(edge).toMatchObject({ ok: true, data: { offset_seconds: 400 * DAY } });
  });

  it("freezes, lets it run and goes back to real time", async () => {
    expect(await freezeSandboxClock({ frozen: true, withConsole: true })).toMatchObject({
      ok: true,
      data: { frozen: true },
    });
    expect(await freezeSandboxClock({ frozen: false, withConsole: true })).toMatchObject({
      ok: true,
      data: { frozen: false },
    });
    await advanceSandboxClock({ step: "month", withConsole: true });
    // Back to real time brings the console's clock back too, however it was shifted.
    await setConsoleClockOffset(sb.handle.db, 5 * 3_600_000);
    expect(await resetSandboxClock({ to: "real_time" })).toMatchObject({
      ok: true,
      data: { offset_seconds: 0 },
    });
    expect(await consoleClockOffsetMs(sb.handle.db)).toBe(0);
  });

  it("Back to real time re-dates states set by events dated ahead, so the next event replaces them", async () => {
    const ahead = new Date(Date.now() + 30 * DAY * 1000);
    await sb.handle.db.insert(customerVerifications).values({
      customerId: "cus-ahead",
      status: "DocumentExpired",
      eventCreatedAt: ahead,
      webhookId: "msg_ahead",
    });
    expect(await resetSandboxClock({ to: "real_time" })).toMatchObject({ ok: true });
    const [row] = await sb.handle.db
      .select()
      .from(customerVerifications)
      .where(eq(customerVerifications.customerId, "cus-ahead"));
    expect(row!.eventCreatedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row!.status).toBe("DocumentExpired");
  });

  it("a support agent may not move it", async () => {
    signInAs(users.support);
    try {
      expect(await advanceSandboxClock({ step: "day", withConsole: true })).toMatchObject({
        ok: false,
        code: "FORBIDDEN",
      });
    } finally {
      signInAs(users.admin);
    }
  });
});

describe("nextMonth", () => {
  it("is the same day next month, or that month's last day", () => {
    expect(nextMonth(new Date("2026-11-22T10:00:00Z"))).toEqual(new Date("2026-12-22T10:00:00Z"));
    expect(nextMonth(new Date("2027-01-31T08:00:00Z"))).toEqual(new Date("2027-02-28T08:00:00Z"));
    expect(nextMonth(new Date("2026-12-31T00:00:00Z"))).toEqual(new Date("2027-01-31T00:00:00Z"));
  });
});
