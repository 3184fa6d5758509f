"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { addCaseNoteInput, caseTarget } from "../lib/case-input";
import { refuseIfClosed } from "../lib/refusals";
import { appendNote, caseOrRefuse } from "../lib/store";

/** A note on the case's timeline: appended, never edited; it commits with its audit entry. */
export const addCaseNote = defineAction({
  name: "cases.add_note",
  permission: "cases.work",
  kind: "console",
  schema: addCaseNoteInput,
  target: caseTarget,
  async run({ case_id, body }, { db, user }) {
    refuseIfClosed(await caseOrRefuse(db, case_id));
    const line = await appendNote(db, { caseId: case_id, actorId: user.id, body });
    return {
      data: { id: line?.id },
      target: { type: "case", id: case_id },
      after: { body },
    };
  },
});
