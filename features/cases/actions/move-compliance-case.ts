"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { canMove, moveRefusal } from "@/lib/console/cases/machine";
import { caseTarget, moveCaseInput } from "../lib/case-input";
import { caseOrRefuse, changeCase } from "../lib/store";

/** Moves an open case along the state machine (lib/console/cases), with a reason. */
export const moveComplianceCase = defineAction({
  name: "cases.move",
  permission: "cases.work",
  kind: "console",
  schema: moveCaseInput,
  target: caseTarget,
  async run({ case_id, version, status, move_reason }, { db, user }) {
    const before = await caseOrRefuse(db, case_id);
    if (!canMove(before.status, status)) {
      const message = moveRefusal(before.status, status);
      throw new ActionRefusal("refused_move", message, { status: message });
    }
    const after = await changeCase(db, {
      caseId: case_id,
      version,
      actorId: user.id,
      set: { status },
      event: { type: "status", fromStatus: before.status, toStatus: status, body: move_reason },
    });
    return {
      data: { version: after.version },
      target: { type: "case", id: case_id },
      before: { status: before.status },
      after: { status, reason: move_reason },
    };
  },
});
