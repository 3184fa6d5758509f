import { describe, expect, it, vi } from "vitest";
import { saveableLists } from "@/features/saved-views";
import { can, permissionMap } from "@/lib/console/auth/permissions";
import { navigation, navigationFor } from "./navigation";

// The saved views' face brings their actions, whose session source next-auth does not load here.
vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));

const labels = (role: Parameters<typeof navigationFor>[0]) =>
  navigationFor(role).map((i) => i.label);

describe("navigation by role", () => {
  it.each([
    [
      "admin",
      [
        "Home",
        "Approvals",
        "Customers",
        "Corporates",
        "Cards",
        "Accounts",
        "Bulk work",
        "Cases",
        "Compliance",
        "Events",
        "Error codes",
        "Audit",
        "Settings",
      ],
    ],
    [
      "manager",
      [
        "Home",
        "Approvals",
        "Customers",
        "Corporates",
        "Cards",
        "Accounts",
        "Bulk work",
        "Events",
        "Error codes",
      ],
    ],
    [
      "support",
      ["Home", "Approvals", "Customers", "Cards", "Accounts", "Bulk work", "Error codes"],
    ],
    [
      "compliance",
      [
        "Home",
        "Approvals",
        "Customers",
        "Accounts",
        "Cases",
        "Compliance",
        "Events",
        "Error codes",
      ],
    ],
  ] as const)("%s sees %j", (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });
});

describe("permission map", () => {
  it("refuses a permission it does not list, and a missing role", () => {
    expect(can("admin", "users.delete" as never)).toBe(false);
    expect(can("admin", "toString" as never)).toBe(false);
    expect(can(null, "customers.view")).toBe(false);
  });

  it("gives admin every permission but working compliance cases, which an admin only reads", () => {
    for (const permission of Object.keys(permissionMap) as (keyof typeof permissionMap)[]) {
      expect(can("admin", permission)).toBe(permission !== "cases.work");
    }
  });
});

describe("saved views' lists", () => {
  // A view shows to the roles that may open its list: the registry's permission must be the one
  // of the navigation section the list sits in. A list whose section is not in the menu yet
  // (`/accounts`) is skipped until it is.
  it.each(saveableLists.map((list) => [list.pattern, list.permission] as const))(
    "%s asks for its section's permission",
    (pattern, permission) => {
      const section = navigation.find(
        (item) => item.href !== "/" && `${pattern}/`.startsWith(`${item.href}/`),
      );
      if (section) expect(permission).toBe(section.permission);
      else expect(pattern).toBe("/accounts");
    },
  );
});
