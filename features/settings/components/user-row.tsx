"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { setUserDisabled } from "@/features/settings/actions/set-user-disabled";
import { updateUserRole } from "@/features/settings/actions/update-user-role";
import type { ActionResult, AwaitingApproval } from "@/lib/console/actions/result";
import { type Role, roles } from "@/lib/db/schema/roles";
import { ResetPasswordButton } from "./reset-password-button";
import { ResetSecondFactorButton } from "./reset-second-factor-button";

type User = {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  awaitingPassword: boolean;
  secondFactor: boolean;
};

export function UserRow({ user, isSelf }: { user: User; isSelf: boolean }) {
  const router = useRouter();
  const [role, setRole] = useState<Role>(user.role);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function run(action: () => Promise<ActionResult<unknown> | AwaitingApproval>, done: string) {
    startTransition(async () => {
      const result = await action();
      setMessage(
        result.ok && result.pending
          ? { ok: true, text: "Waiting for approval: another admin decides it under Approvals." }
          : result.ok
            ? { ok: true, text: done }
            : { ok: false, text: Object.values(result.fieldErrors)[0] ?? result.message },
      );
      if (result.ok) router.refresh();
    });
  }

  const selectId = `role-${user.id}`;
  return (
    <tr className="align-middle">
      <td className="px-3 py-2">
        <p className="font-medium text-slate-900">{user.name}</p>
        <p className="text-xs text-slate-600">{user.email}</p>
        <p className="text-xs text-slate-600">Second factor: {user.secondFactor ? "on" : "off"}</p>
      </td>
      <td className="px-3 py-2">
        <label htmlFor={selectId} className="sr-only">
          Role of {user.email}
        </label>
        <div className="flex items-center gap-2">
          <Select
            id={selectId}
            value={role}
            disabled={isSelf || pending}
            onChange={(e) => setRole(e.target.value as Role)}
            className="w-36"
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
          <Button
            variant="secondary"
            pending={pending}
            disabled={isSelf || role === user.role}
            onClick={() =>
              run(() => updateUserRole({ userId: user.id, role }), `Role changed to ${role}.`)
            }
          >
            Save role
          </Button>
        </div>
      </td>
      <td className="px-3 py-2">
        {user.disabled ? (
          <Badge tone="bad">disabled</Badge>
        ) : user.awaitingPassword ? (
          <Badge tone="warn">no password yet</Badge>
        ) : (
          <Badge tone="good">active</Badge>
        )}
      </td>
      <td className="px-3 py-2">
        {!isSelf && (
          <Button
            variant="secondary"
            pending={pending}
            onClick={() =>
              run(
                () => setUserDisabled({ userId: user.id, disabled: !user.disabled }),
                user.disabled ? "Account enabled." : "Account disabled.",
              )
            }
          >
            {user.disabled ? `Enable ${user.email}` : `Disable ${user.email}`}
          </Button>
        )}
        {!isSelf && !user.disabled && (
          <div className="mt-2">
            <ResetPasswordButton
              userId={user.id}
              email={user.email}
              invited={user.awaitingPassword}
            />
          </div>
        )}
        {!isSelf && user.secondFactor && (
          <div className="mt-2">
            <ResetSecondFactorButton userId={user.id} email={user.email} />
          </div>
        )}
      </td>
      <td className="px-3 py-2 text-xs" aria-live="polite">
        {message && (
          <span className={message.ok ? "text-emerald-700" : "text-red-700"}>{message.text}</span>
        )}
      </td>
    </tr>
  );
}
