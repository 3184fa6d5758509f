import { describe, expect, it } from "vitest";
import { can, permissionMap } from "@/lib/console/auth/permissions";
import { navigationFor } from "./navigation";

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
        "Compliance",
        "Events",
        "Error codes",
        "Audit",
        "Settings",
      ],
    ],
    ["manager", ["Home", "Approvals", "Customers", "Corporates", "Cards", "Events", "Error codes"]],
    ["support", ["Home", "Approvals", "Customers", "Cards", "Error codes"]],
    ["compliance", ["Home", "Approvals", "Customers", "Compliance", "Events", "Error codes"]],
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

  it("gives admin every permission", () => {
    for (const permission of Object.keys(permissionMap) as (keyof typeof permissionMap)[]) {
      expect(can("admin", permission)).toBe(true);
    }
  });
});
