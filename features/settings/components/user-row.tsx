"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmedAction, outcomeMessage } from "@/components/ui/confirmed-action";
import { Select } from "@/components/ui/field";
import { endUserSessions } from "@/features/settings/actions/end-user-sessions";
import { resetSecondFactor } from "@/features/settings/actions/reset-second-factor";
import { setUserDisabled } from "@/features/settings/actions/set-user-disabled";
import { updateUserRole } from "@/features/settings/actions/update-user-role";
import type { ActionResult, AwaitingApproval } from "@/lib/console/actions/result";
import { type Role, roles } from "@/lib/db/schema/roles";
import { ResetPasswordButton } from "./reset-password-button";

type User = {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  awaitingPassword: boolean;
  secondFactor: boolean;
  liveSessions: number;
};

export function UserRow({ user, isSelf }: { user: User; isSelf: boolean }) {
  const router = useRouter();
  const [role, setRole] = useState<Role>(user.role);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function run(action: () => Promise<ActionResult<unknown> | AwaitingApproval>, done: string) {
    startTransition(async () => {
      const result = await action();
      setMessage(outcomeMessage(result, done));
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
        <p className="text-xs text-slate-600">
          {user.liveSessions === 1 ? "1 active session" : `${user.liveSessions} active sessions`}
        </p>
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
            <ConfirmedAction
              id={`reset-2fa-${user.id}`}
              label={`Reset second factor of ${user.email}…`}
              title="Reset this second factor?"
              confirmLabel="Reset second factor"
              done={`${user.email}'s second factor was reset.`}
              run={() => resetSecondFactor({ userId: user.id })}
            >
              {user.email}&apos;s authenticator app and recovery codes stop working now, and every
              session of theirs ends. They set up a new second factor when they next sign in.
            </ConfirmedAction>
          </div>
        )}
        {!isSelf && user.liveSessions > 0 && (
          <div className="mt-2">
            <ConfirmedAction
              id={`end-sessions-${user.id}`}
              label={`End all sessions of ${user.email}…`}
              title="End every session of this person?"
              confirmLabel="End all sessions"
              done={`Every session of ${user.email} has ended.`}
              run={() => endUserSessions({ userId: user.id })}
            >
              Each browser {user.email} is signed in on is sent to sign in again at its next step.
              Their password and second factor stay as they are.
            </ConfirmedAction>
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
