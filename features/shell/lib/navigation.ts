import { can, type Permission, type Role } from "@/lib/console/auth/permissions";

/** `permission` null: every signed-in role. */
type NavItem = { href: string; label: string; permission: Permission | null };

/** The console's sections, in menu order; each is shown only to roles that may open it. */
export const navigation: NavItem[] = [
  { href: "/", label: "Home", permission: null },
  { href: "/approvals", label: "Approvals", permission: "approvals.view" },
  { href: "/customers", label: "Customers", permission: "customers.view" },
  { href: "/corporates", label: "Corporates", permission: "corporates.view" },
  { href: "/cards", label: "Cards", permission: "cards.view" },
  // Whoever may open a customer's account page (a corporate's show only to who may open those).
  { href: "/accounts", label: "Accounts", permission: "customers.view" },
  { href: "/bulk", label: "Bulk work", permission: "bulk.use" },
  { href: "/cases", label: "Cases", permission: "cases.view" },
  { href: "/compliance", label: "Compliance", permission: "compliance.review" },
  { href: "/events", label: "Events", permission: "events.view" },
  { href: "/error-codes", label: "Error codes", permission: "errorCodes.view" },
  { href: "/audit", label: "Audit", permission: "audit.view" },
  { href: "/settings", label: "Settings", permission: "settings.manage" },
];

export function navigationFor(role: Role): NavItem[] {
  return navigation.filter((item) => item.permission === null || can(role, item.permission));
}
