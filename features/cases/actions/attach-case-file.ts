"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { insertAttachment } from "@/lib/console/cases/evidence";
import { checkAttachment } from "../lib/attachment-type";
import { attachCaseFileInput, caseTarget } from "../lib/case-input";
import { refuseIfClosed } from "../lib/refusals";
import { caseOrRefuse } from "../lib/store";

/**
 * Evidence on the case: its type read from its content (a name proves nothing), stored with its
 * SHA-256 and a timeline line, in one transaction with the audit entry.
 */
export const attachCaseFile = defineAction({
  name: "cases.attach_file",
  permission: "cases.work",
  kind: "console",
  schema: attachCaseFileInput,
  target: caseTarget,
  async run({ case_id, file }, { db, user }) {
    refuseIfClosed(await caseOrRefuse(db, case_id, "share"));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkAttachment(file.name, bytes);
    if (!checked.ok)
      throw new ActionRefusal("VALIDATION", checked.message, { file: checked.message });
    const { fileName } = checked;
    const stored = await insertAttachment(db, {
      caseId: case_id,
      fileName,
      mediaType: checked.mediaType,
      bytes,
      uploadedBy: user.id,
    });
    return {
      data: stored,
      target: { type: "case", id: case_id },
      after: {
        attachment_id: stored.id,
        file_name: fileName,
        media_type: checked.mediaType,
        size: bytes.byteLength,
        sha256: stored.sha256,
      },
    };
  },
});
