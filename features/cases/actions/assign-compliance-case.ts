"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { assignCaseInput, caseTarget } from "../lib/case-input";
import { tellAboutCase } from "../lib/notices";
import { refuseIfClosed } from "../lib/refusals";
import { caseOrRefuse, changeCase, complianceOfficers } from "../lib/store";

/** Gives the case to a compliance officer, with the reason on its timeline and in their bell. */
export const assignComplianceCase = defineAction({
  name: "cases.assign",
  permission: "cases.work",
  kind: "console",
  schema: assignCaseInput,
  target: caseTarget,
  async run({ case_id, version, owner_id, assignment_reason }, { db, user }) {
    const before = await caseOrRefuse(db, case_id);
    refuseIfClosed(before);
    const officers = await complianceOfficers(db);
    if (!officers.some((officer) => officer.id === owner_id)) {
      throw new ActionRefusal(
        "not_an_officer",
        "Only an enabled compliance officer can own a case.",
        {
          owner_id: "Choose an enabled compliance officer.",
        },
      );
    }
    if (before.ownerId === owner_id) {
      throw new ActionRefusal("same_owner", "The case already belongs to this officer.", {
        owner_id: "The case already belongs to this officer.",
      });
    }
    const after = await changeCase(db, {
      caseId: case_id,
      version,
      actorId: user.id,
      set: { ownerId: owner_id },
      event: { type: "assigned", ownerId: owner_id, body: assignment_reason },
    });
    await tellAboutCase(db, case_id, {
      kind: "assigned",
      words: `${user.name} gave you a case`,
      actorId: user.id,
      to: [owner_id],
    });
    return {
      data: { version: after.version },
      target: { type: "case", id: case_id },
      before: { owner_id: before.ownerId },
      after: { owner_id, reason: assignment_reason },
    };
  },
});
