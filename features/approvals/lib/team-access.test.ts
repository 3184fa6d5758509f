import { describe, expect, it } from "vitest";
import { approveApprovalRequest } from "@/features/approvals/actions/approve-request";
import { consoleTestBed, signInAs, waitingRequest } from "@/lib/console/actions/testing";
import { hasSecondFactor } from "@/lib/console/auth/second-factor";
import { openSession } from "@/lib/console/auth/sessions";
import { createUser, findSessionUser, findUserById } from "@/lib/console/auth/users";
import { secondFactors } from "@/lib/db/schema";
import { testBackends } from "@/lib/db/testing";

describe.each(testBackends)("four-eyes on a person's access on %s", (backend) => {
  const bed = consoleTestBed(backend);

  it("never lets the subject decide their own disabling or second-factor reset; another admin's approval runs them", async () => {
    const { handle, ids } = bed;
    /** A request of the team policy, asked by the admin, waiting for another admin. */
    const waiting = (actionName: string, payload: unknown) =>
      waitingRequest(handle.db, {
        actionName,
        policy: "user_role_change",
        approverRole: "admin",
        payload,
        maker: { id: ids.admin, email: "admin@example.com" },
      });
    const [subject, checker] = await Promise.all(
      ["subject", "checker"].map((name) =>
        createUser(handle.db, {
          email: `${name}-${backend}@example.com`,
          name,
          role: "admin",
          password: "long enough password",
        }),
      ),
    );
    await handle.db
      .insert(secondFactors)
      .values({ userId: subject!.id, secretSealed: "sealed", enabledAt: new Date() });
    const sid = await openSession(handle.db, subject!.id, { ip: null, userAgent: null });
    const requests = [
      await waiting("user.reset_second_factor", { userId: subject!.id }),
      await waiting("user.set_disabled", { userId: subject!.id, disabled: true }),
    ];
    signInAs(subject!.id);
    for (const request of requests)
      expect(await approveApprovalRequest({ request_id: request.id })).toMatchObject({
        ok: false,
        code: "OWN_SUBJECT",
      });
    expect(await hasSecondFactor(handle.db, subject!.id)).toBe(true);

    signInAs(checker!.id);
    for (const request of requests)
      expect(await approveApprovalRequest({ request_id: request.id })).toMatchObject({ ok: true });
    expect(await hasSecondFactor(handle.db, subject!.id)).toBe(false);
    expect(await findUserById(handle.db, subject!.id)).toMatchObject({ disabled: true });
    expect(await findSessionUser(handle.db, subject!.id, sid)).toBeNull();
  });
});
