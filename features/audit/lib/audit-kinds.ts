// The audit log's actions in groups people ask about ("what did they do with money?"), by the
// first part of the action's name. Sign-ins are a kind of their own, left out unless asked for:
// at one per person per morning they would fill every page.

export const auditKinds = [
  "sign-ins",
  "access",
  "money",
  "cards",
  "customers",
  "compliance",
  "approvals",
  "bulk",
  "team",
  "settings",
  "everything",
] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditKindLabels: Record<AuditKind, string> = {
  "sign-ins": "Sign-ins and sign-outs",
  access: "Refused access",
  money: "Money and beneficiaries",
  cards: "Cards and spend controls",
  customers: "Customers and corporates",
  compliance: "Compliance and cases",
  approvals: "Four-eyes approvals",
  bulk: "Bulk work from files",
  team: "Team and second factors",
  settings: "Settings, sandbox and lists",
  everything: "Everything, sign-ins included",
};

/** The action-name prefixes of each kind; "everything" has none (no filter). */
export const auditKindPrefixes: Record<Exclude<AuditKind, "everything">, string[]> = {
  "sign-ins": ["auth."],
  access: ["access."],
  money: ["account.", "beneficiary."],
  cards: ["card.", "spend_control."],
  customers: ["customer.", "corporate.", "onboarding."],
  compliance: ["compliance.", "cases."],
  approvals: ["approval."],
  bulk: ["bulk."],
  team: ["user.", "settings.require_second_factor"],
  settings: [
    "settings.",
    "provider.",
    "sandbox.",
    "directory.",
    "saved_view.",
    "webhook_event.",
    "list.",
    "notifications.",
  ],
};
