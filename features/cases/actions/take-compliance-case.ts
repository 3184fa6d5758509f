"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { caseTarget, caseVersionInput } from "../lib/case-input";
import { tellAboutCase } from "../lib/notices";
import { refuseIfClosed } from "../lib/refusals";
import { caseOrRefuse, changeCase } from "../lib/store";

/**
 * The officer takes the case: they own it, and a new case goes into review. Two officers
 * taking it at once both send the version they saw; one wins, the other is told who did. An
 * owner whose case is taken over is told in their bell.
 */
export const takeComplianceCase = defineAction({
  name: "cases.take",
  permission: "cases.work",
  kind: "console",
  schema: caseVersionInput,
  target: caseTarget,
  async run({ case_id, version }, { db, user }) {
    const before = await caseOrRefuse(db, case_id);
    refuseIfClosed(before);
    const status = before.status === "new" ? "in_review" : before.status;
    const after = await changeCase(db, {
      caseId: case_id,
      version,
      actorId: user.id,
      set: { ownerId: user.id, status },
      event: {
        type: "assigned",
        ownerId: user.id,
        fromStatus: before.status,
        toStatus: status,
        body: before.ownerId ? "Took the case over." : "Took the case.",
      },
    });
    await tellAboutCase(db, case_id, {
      kind: "assigned",
      words: `${user.name} took over your case`,
      actorId: user.id,
      to: before.ownerId ? [before.ownerId] : [],
    });
    return {
      data: { version: after.version },
      target: { type: "case", id: case_id },
      before: { owner_id: before.ownerId, status: before.status },
      after: { owner_id: user.id, status },
    };
  },
});
