"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { openCases } from "@/lib/console/cases/open";
import { openCaseInput } from "../lib/case-input";

/** A case raised by hand from a customer's page: any role may, so support can escalate. */
export const openComplianceCase = defineAction({
  name: "cases.open",
  permission: "cases.open",
  kind: "console",
  schema: openCaseInput,
  async run({ customer_id, priority, reason }, { db, user }) {
    const [opened] = await openCases(db, [
      { customerId: customer_id, kind: "manual", priority, reason, openedBy: user.id },
    ]);
    if (!opened) {
      throw new ActionRefusal(
        "case_open",
        "This customer already has an open case raised by hand: add a note to it instead.",
      );
    }
    return {
      data: { id: opened.id },
      target: { type: "case", id: opened.id },
      after: { customer_id, kind: "manual", priority, reason },
    };
  },
});
