import { can, type Role } from "@/lib/console/auth/permissions";

/**
 * Which tiles a role sees. Each follows the permission of the work behind it, so an admin sees
 * them all: onboarding (managers), card care (support), the AML queue (compliance); the
 * health of the provider link is everyone's.
 */
export function homeTilesFor(role: Role) {
  return {
    manager: can(role, "customers.onboard"),
    support: can(role, "cards.manage"),
    compliance: can(role, "compliance.review"),
    cases: can(role, "cases.view"),
    /** The lists behind the "everyone" tiles are not everyone's: links only where they open. */
    eventsLink: can(role, "events.view"),
    auditLink: can(role, "audit.view"),
  };
}
