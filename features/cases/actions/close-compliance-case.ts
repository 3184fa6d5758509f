"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { caseOutcomeLabels, moveRefusal } from "@/lib/console/cases/machine";
import { caseTarget, closeCaseInput } from "../lib/case-input";
import { caseOrRefuse, changeCase } from "../lib/store";

/** Closes a case with its outcome and a summary; a closed case stays closed. */
export const closeComplianceCase = defineAction({
  name: "cases.close",
  permission: "cases.work",
  kind: "console",
  schema: closeCaseInput,
  target: caseTarget,
  async run({ case_id, version, outcome, summary }, { db, user }) {
    const before = await caseOrRefuse(db, case_id);
    if (before.status === "closed") {
      const message = moveRefusal("closed", "closed");
      throw new ActionRefusal("refused_move", message, { outcome: message });
    }
    const after = await changeCase(db, {
      caseId: case_id,
      version,
      actorId: user.id,
      set: { status: "closed", outcome, closedAt: new Date() },
      event: {
        type: "closed",
        fromStatus: before.status,
        toStatus: "closed",
        body: `${caseOutcomeLabels[outcome]}: ${summary}`,
      },
    });
    return {
      data: { version: after.version },
      target: { type: "case", id: case_id },
      before: { status: before.status },
      after: { status: "closed", outcome, summary },
    };
  },
});
