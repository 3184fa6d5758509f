"use server";

import { complianceNoteInput } from "@/features/compliance/lib/decision";
import { insertComplianceNote } from "@/features/compliance/lib/records";
import { defineAction } from "@/lib/console/actions/define-action";

/** A note on a customer under review; it commits with its audit entry. */
export const addComplianceNote = defineAction({
  name: "compliance.add_note",
  permission: "compliance.review",
  kind: "console",
  schema: complianceNoteInput,
  async run({ customer_id, body }, { db, user }) {
    const note = await insertComplianceNote(db, {
      customerId: customer_id,
      body,
      authorId: user.id,
    });
    return {
      data: { id: note.id },
      target: { type: "customer", id: customer_id },
      after: { note_id: note.id, body },
    };
  },
});
