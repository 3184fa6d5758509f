import type { BadgeTone } from "@/components/ui/badge";
import type { ApprovalStatus } from "@/lib/db/schema/approval-values";
import type { Role } from "@/lib/db/schema/roles";

// How requests and roles read on the approvals pages; isomorphic, for server and browser alike.

export const roleLabels: Record<Role, string> = {
  admin: "admin",
  manager: "manager",
  support: "support agent",
  compliance: "compliance officer",
};

/** "a manager", "an admin": a role as a sentence names one person holding it. */
export const withArticle = (label: string) => `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;

/** Who may decide a request waiting for this role: "a manager or an admin", or "an admin". */
export const approverWords = (role: Role) =>
  role === "admin" ? "an admin" : `${withArticle(roleLabels[role])} or an admin`;

/** A phrase as a sentence's start: "A support agent". */
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const statusWords: Record<ApprovalStatus, string> = {
  pending: "Waiting for approval",
  withdrawn: "Withdrawn",
  rejected: "Rejected",
  approved: "Approved, running",
  executed: "Approved and done",
  failed: "Approved, but refused",
  expired: "Expired",
};

export const statusTone: Record<ApprovalStatus, BadgeTone> = {
  pending: "warn",
  withdrawn: "neutral",
  rejected: "bad",
  approved: "warn",
  executed: "good",
  failed: "bad",
  expired: "neutral",
};
