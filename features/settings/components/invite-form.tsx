"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AwaitingApprovalNotice } from "@/components/ui/awaiting-approval";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { roles } from "@/lib/db/schema/roles";
import { inviteUser } from "../actions/invite-user";
import { inviteUserInput } from "../lib/team-input";
import { OneTimeLink } from "./one-time-link";

/** Invites a person by email, name and role; answers the one-time link to pass on. */
export function InviteForm() {
  const router = useRouter();
  const [issued, setIssued] = useState<{ link: string; email: string } | null>(null);
  const { form, submit, pending, alert, awaiting } = useActionForm(inviteUserInput, inviteUser, {
    defaultValues: { email: "", name: "", role: "" },
    success: "Invitation made",
    onSuccess: (data) => {
      setIssued(data);
      form.reset();
      router.refresh();
    },
  });
  return (
    <div className="space-y-3">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <div className="w-64">
          <TextField form={form} name="email" label="Email" type="email" autoComplete="off" />
        </div>
        <div className="w-56">
          <TextField form={form} name="name" label="Name" autoComplete="off" />
        </div>
        <div className="w-40">
          <SelectField form={form} name="role" label="Role" options={[...roles]} />
        </div>
        <div className="pt-7">
          <Button type="submit" pending={pending}>
            Invite
          </Button>
        </div>
      </form>
      <RefusalAlert {...alert} />
      {/* Held by the role-change policy: once approved, make the link from the person's row. */}
      <AwaitingApprovalNotice requestId={awaiting} />
      {issued && <OneTimeLink path={issued.link} email={issued.email} purpose="Invitation" />}
    </div>
  );
}
