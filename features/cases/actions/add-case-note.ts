"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { addCaseNoteInput, caseTarget } from "../lib/case-input";
import { mentionableColleagues, resolveMentions } from "../lib/mentions";
import { tellAboutCase } from "../lib/notices";
import { refuseIfClosed } from "../lib/refusals";
import { appendNote, caseOrRefuse } from "../lib/store";

/**
 * A note on the case's timeline: appended, never edited; it commits with its audit entry. Each
 * colleague it mentions (@name) is told in their bell; a mention of nobody is refused.
 */
export const addCaseNote = defineAction({
  name: "cases.add_note",
  permission: "cases.work",
  kind: "console",
  schema: addCaseNoteInput,
  target: caseTarget,
  async run({ case_id, body }, { db, user }) {
    refuseIfClosed(await caseOrRefuse(db, case_id, "share"));
    const mentions = resolveMentions(body, await mentionableColleagues(db));
    if (!mentions.ok)
      throw new ActionRefusal("VALIDATION", mentions.message, { body: mentions.message });
    const line = await appendNote(db, { caseId: case_id, actorId: user.id, body });
    await tellAboutCase(db, case_id, {
      kind: "mentioned",
      words: `${user.name} mentioned you in a note`,
      actorId: user.id,
      to: mentions.mentioned.map((colleague) => colleague.id),
      dedupeKey: `mention:${line?.id}`,
    });
    return {
      data: { id: line?.id },
      target: { type: "case", id: case_id },
      after: { body, mentioned: mentions.mentioned.map((colleague) => colleague.email) },
    };
  },
});
