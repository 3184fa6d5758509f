import type { ComponentProps } from "react";
import { Select } from "@/components/ui/field";
import { roles } from "@/lib/db/schema/roles";

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** A choice of one console role to share with, or none ("Not shared"). */
export function RoleSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <option value="">Not shared</option>
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </Select>
  );
}
