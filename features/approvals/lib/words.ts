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
