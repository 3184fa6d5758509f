import { ActionRefusal } from "@/lib/console/actions/refusal";
import { moveRefusal } from "@/lib/console/cases/machine";
import type { CaseRow } from "./store";

/** A closed case takes no more work: a new concern is a new case. */
export function refuseIfClosed(row: CaseRow) {
  if (row.status === "closed")
    throw new ActionRefusal("case_closed", moveRefusal("closed", "in_review"));
}
