"use client";

import { useRouter } from "next/navigation";
import type { RefObject } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { describedBy, Field } from "@/components/ui/field";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveView } from "../actions/save-view";
import { saveViewRequest } from "../lib/saveable-lists";
import { RoleSelect } from "./role-select";
import { ViewNameField } from "./view-name-field";

const saveViewForm = saveViewRequest.pick({ name: true, sharedRole: true });

/**
 * The Save view dialog: the form, its schema (zod) and react-hook-form. The shell's button
 * loads it on first opening, so no console page ships them for a button seldom pressed. Each
 * opening mounts it afresh: an empty form, no earlier refusal.
 */
export default function SaveViewDialog({
  pathname,
  search,
  open,
  opener,
  status,
  saved,
  onSaved,
  onClose,
}: {
  pathname: string;
  search: string;
  open: boolean;
  opener: RefObject<HTMLButtonElement | null>;
  status: RefObject<HTMLParagraphElement | null>;
  saved: boolean;
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const router = useRouter();
  const { form, submit, pending, alert } = useActionForm(
    saveViewForm,
    (values) => saveView({ ...values, pathname, search }),
    {
      defaultValues: { name: "", sharedRole: null },
      onSuccess: (data) => {
        onSaved(data.name);
        router.refresh();
      },
    },
  );
  const roleError = form.formState.errors.sharedRole?.message;

  return (
    <ConfirmDialog
      id="save-view"
      open={open}
      title="Save this view"
      confirmLabel="Save view"
      pending={pending}
      opener={opener}
      result={saved ? status : undefined}
      onConfirm={() => submit()}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        The list&apos;s filters and sorting, as they are now, under a name in your sidebar.
      </p>
      <ViewNameField id="save-view-name" form={form} />
      <Field id="save-view-role" label="Share with (optional)" error={roleError}>
        <RoleSelect
          id="save-view-role"
          {...form.register("sharedRole", {
            setValueAs: (value: string | null) => (value ? value : null),
          })}
          aria-invalid={Boolean(roleError)}
          aria-describedby={describedBy("save-view-role", roleError)}
        />
      </Field>
      <RefusalAlert {...alert} />
    </ConfirmDialog>
  );
}
