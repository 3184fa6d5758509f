import type { Db } from "@/lib/db";
import { caseDueHours, caseSettings } from "@/lib/db/schema";
import type { CaseKind, CasePriority } from "@/lib/db/schema/case-values";
import { DEFAULT_DUE_HOURS, DEFAULT_OPEN_CASE_LIMIT, ESCALATE_AFTER_HOURS } from "./machine";

export type CaseSettings = {
  autoAssign: boolean;
  openCaseLimit: number;
  escalateAfterHours: number;
  dueHours: Record<CaseKind, Record<CasePriority, number>>;
  /** 0 until an admin first saves them. */
  version: number;
};

/** What an admin set for cases, the defaults filling whatever they did not. */
export async function readCaseSettings(db: Db): Promise<CaseSettings> {
  const [[row], overrides] = await Promise.all([
    db.select().from(caseSettings),
    db.select().from(caseDueHours),
  ]);
  const dueHours = structuredClone(DEFAULT_DUE_HOURS);
  for (const o of overrides) dueHours[o.kind][o.priority] = o.hours;
  return {
    autoAssign: row?.autoAssign ?? false,
    openCaseLimit: row?.openCaseLimit ?? DEFAULT_OPEN_CASE_LIMIT,
    escalateAfterHours: row?.escalateAfterHours ?? ESCALATE_AFTER_HOURS,
    dueHours,
    version: row?.version ?? 0,
  };
}
