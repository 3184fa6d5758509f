"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { describedBy, Field } from "@/components/ui/field";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { ToasterProvider } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveView } from "../actions/save-view";
import { saveableListOf, saveViewRequest } from "../lib/saveable-lists";
import { RoleSelect } from "./role-select";
import { ViewNameField } from "./view-name-field";

const saveViewForm = saveViewRequest.pick({ name: true, sharedRole: true });

/**
 * "Save view", shown by the shell on any saveable list: the list's state is its URL, so the
 * view is this path and query, named, and shared with a role if asked. Lists need no change.
 * It sits in the header, outside the page's toaster, so it brings its own for the form hook.
 */
export function SaveViewButton() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return (
    <ToasterProvider>
      {/* Keyed by the URL: "Saved …" belongs to the list it was said on, not the next one. */}
      <SaveView key={`${pathname}?${search}`} pathname={pathname} search={search} />
    </ToasterProvider>
  );
}

function SaveView({ pathname, search }: { pathname: string; search: string }) {
  const router = useRouter();
  const opener = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { form, submit, pending, alert } = useActionForm(
    saveViewForm,
    (values) => saveView({ ...values, pathname, search }),
    {
      defaultValues: { name: "", sharedRole: null },
      onSuccess: (data) => {
        setSaved(`Saved “${data.name}”. It is in the sidebar.`);
        setOpen(false);
        router.refresh();
      },
    },
  );
  if (!saveableListOf(pathname)) return null;
  const roleError = form.formState.errors.sharedRole?.message;

  return (
    <div className="flex items-center gap-2">
      <p ref={status} tabIndex={-1} role="status" className="text-xs text-slate-700">
        {saved}
      </p>
      <Button
        ref={opener}
        variant="secondary"
        className="px-2.5 py-1.5 text-xs"
        onClick={() => {
          form.reset({ name: "", sharedRole: null });
          alert.onDismiss();
          setSaved(null);
          setOpen(true);
        }}
      >
        Save view
      </Button>
      <ConfirmDialog
        id="save-view"
        open={open}
        title="Save this view"
        confirmLabel="Save view"
        pending={pending}
        opener={opener}
        result={saved ? status : undefined}
        onConfirm={() => submit()}
        onClose={() => setOpen(false)}
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
    </div>
  );
}
