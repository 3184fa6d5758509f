import { describe, expect, it } from "vitest";
import { consoleTestBed, signInAs } from "@/lib/console/actions/testing";
import { openSession } from "@/lib/console/auth/sessions";
import { findSessionUser } from "@/lib/console/auth/users";
import { testBackends } from "@/lib/db/testing";
import { endSession } from "./end-session";

describe.each(testBackends)("ending one's own session on %s", (backend) => {
  const bed = consoleTestBed(backend);

  it("ends that session alone, once, and never another person's", async () => {
    const { handle, ids } = bed;
    const origin = { ip: "203.0.113.9", userAgent: null };
    const laptop = await openSession(handle.db, ids.compliance, origin);
    const phone = await openSession(handle.db, ids.compliance, origin);
    // The manager cannot end the compliance officer's session by its id.
    signInAs(ids.manager);
    expect(await endSession({ sessionId: phone })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await findSessionUser(handle.db, ids.compliance, phone)).not.toBeNull();

    signInAs(ids.compliance);
    expect(await endSession({ sessionId: phone })).toMatchObject({ ok: true });
    expect(await findSessionUser(handle.db, ids.compliance, phone)).toBeNull();
    expect(await findSessionUser(handle.db, ids.compliance, laptop)).not.toBeNull();
    expect(await endSession({ sessionId: phone })).toMatchObject({
      ok: false,
      message: "That session has already ended.",
    });
    expect(await endSession({ sessionId: "not-an-id" })).toMatchObject({ code: "VALIDATION" });
  });
});
