import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { getProgrammeSettings, setProgrammeSettings } from "../tables/programme";

describe.each(testBackends)("programme settings on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  it("starts without user verification and without limits, with the lifecycle delays", async () => {
    expect(await getProgrammeSettings(handle.db)).toEqual({
      userVerificationEnabled: false,
      limits: null,
      settlementDelayBusinessDays: 1,
      cardDispatchDelayDays: 3,
    });
  });

  it("keeps what a patch leaves out", async () => {
    await setProgrammeSettings(handle.db, { userVerificationEnabled: true });
    const limits = { max_balance: 1000 };
    expect(await setProgrammeSettings(handle.db, { limits })).toEqual({
      userVerificationEnabled: true,
      limits,
      settlementDelayBusinessDays: 1,
      cardDispatchDelayDays: 3,
    });
    await setProgrammeSettings(handle.db, { cardDispatchDelayDays: null });
    await setProgrammeSettings(handle.db, { userVerificationEnabled: false });
    expect(await getProgrammeSettings(handle.db)).toEqual({
      userVerificationEnabled: false,
      limits,
      settlementDelayBusinessDays: 1,
      cardDispatchDelayDays: null,
    });
  });
});
