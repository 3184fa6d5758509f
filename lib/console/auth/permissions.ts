import type { Role } from "@/lib/db/schema/roles";

export type { Role };

/**
 * The one map of who may do what. Every server action and route handler asks it through
 * `requirePermission`; a permission that is not listed here is refused to everyone.
 */
export const permissionMap = {
  "customers.view": ["admin", "manager", "support", "compliance"],
  "customers.onboard": ["admin", "manager"],
  "customers.editProfile": ["admin", "manager"],
  "customers.editContact": ["admin", "manager", "support"],
  "beneficiaries.manage": ["admin", "manager"],
  "corporates.view": ["admin", "manager"],
  "corporates.manage": ["admin", "manager"],
  "accounts.moveMoney": ["admin", "manager"],
  "cards.view": ["admin", "manager", "support"],
  "cards.issue": ["admin", "manager"],
  "cards.manage": ["admin", "support"],
  "spendControls.view": ["admin", "manager", "support"],
  "spendControls.manage": ["admin", "manager"],
  "compliance.review": ["admin", "compliance"],
  // Cases: compliance officers work them, an admin reads them; anyone may raise one, so
  // support can escalate what it saw.
  "cases.view": ["admin", "compliance"],
  "cases.work": ["compliance"],
  "cases.open": ["admin", "manager", "support", "compliance"],
  "events.view": ["admin", "manager", "compliance"],
  "events.redeliver": ["admin", "manager"],
  "errorCodes.view": ["admin", "manager", "support", "compliance"],
  // Bulk work from a file: the page and its batches. Each kind of batch is also checked by its
  // action's own permission (onboarding: customers.onboard; card actions: cards.manage; money:
  // accounts.moveMoney), at upload, confirmation and each row: the roles with a kind to run.
  "bulk.use": ["admin", "manager", "support"],
  "audit.view": ["admin"],
  "settings.manage": ["admin"],
  // Each user's own saved views of the lists they may open; every role keeps some.
  "savedViews.manage": ["admin", "manager", "support", "compliance"],
  // Everyone has a bell: their own notices, read and marked read by themselves alone.
  "notifications.view": ["admin", "manager", "support", "compliance"],
  // Each user's own sign-in security: their second factor. The one thing a user who must enrol
  // one may do before they have.
  "security.self": ["admin", "manager", "support", "compliance"],
  // Anyone may be a maker (a support agent replacing a card) and see their request; whether a
  // person may decide a request is its approver role's, checked per request.
  "approvals.view": ["admin", "manager", "support", "compliance"],
  "approvals.decide": ["admin", "manager", "support", "compliance"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionMap;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  const allowed: readonly Role[] | undefined = Object.hasOwn(permissionMap, permission)
    ? permissionMap[permission]
    : undefined;
  return allowed?.includes(role) ?? false;
}
