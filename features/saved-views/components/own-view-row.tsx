"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextLink } from "@/components/ui/text-link";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionResult } from "@/lib/console/actions/result";
import type { Role } from "@/lib/db/schema/roles";
import { deleteView } from "../actions/delete-view";
import { renameView } from "../actions/rename-view";
import { shareViewWithRole } from "../actions/share-view-with-role";
import { unshareView } from "../actions/unshare-view";
import { renameViewRequest, type VisibleView } from "../lib/saveable-lists";
import { RoleSelect } from "./role-select";
import { ViewNameField } from "./view-name-field";

const renameForm = renameViewRequest.pick({ name: true });

/** One of the user's own views: its link, whom it is shared with, rename and delete. */
export function OwnViewRow({ view }: { view: VisibleView }) {
  const router = useRouter();
  const renameOpener = useRef<HTMLButtonElement>(null);
  const deleteOpener = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const [role, setRole] = useState<Role | "">(view.sharedRole ?? "");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function run(action: () => Promise<ActionResult<unknown>>, done: string) {
    startTransition(async () => {
      const answer = await action();
      setMessage(
        answer.ok
          ? { ok: true, text: done }
          : { ok: false, text: Object.values(answer.fieldErrors)[0] ?? answer.message },
      );
      setDialog(null);
      if (answer.ok) router.refresh();
    });
  }

  const rename = useActionForm(renameForm, (values) => renameView({ viewId: view.id, ...values }), {
    defaultValues: { name: view.name },
    onSuccess: (data) => {
      setMessage({ ok: true, text: `Renamed to “${data.name}”.` });
      setDialog(null);
      router.refresh();
    },
  });

  const shareId = `share-${view.id}`;
  return (
    <tr className="align-middle">
      <td className="px-3 py-2">
        <TextLink href={view.href} className="font-medium">
          {view.name}
        </TextLink>
      </td>
      <td className="px-3 py-2 text-slate-700">{view.list}</td>
      <td className="px-3 py-2">
        <label htmlFor={shareId} className="sr-only">
          Share “{view.name}” with
        </label>
        <div className="flex items-center gap-2">
          <RoleSelect
            id={shareId}
            value={role}
            disabled={pending}
            onChange={(e) => setRole(e.target.value as Role | "")}
            className="w-36"
          />
          <Button
            variant="secondary"
            pending={pending && dialog === null}
            disabled={role === (view.sharedRole ?? "")}
            onClick={() =>
              run(
                () =>
                  role
                    ? shareViewWithRole({ viewId: view.id, role })
                    : unshareView({ viewId: view.id }),
                role ? `Shared with ${role}.` : "No longer shared.",
              )
            }
          >
            Save sharing
          </Button>
        </div>
      </td>
      <td className="px-3 py-2">
        <div className="flex gap-2">
          <Button
            ref={renameOpener}
            variant="secondary"
            onClick={() => {
              rename.form.reset({ name: view.name });
              setDialog("rename");
            }}
          >
            Rename<span className="sr-only"> “{view.name}”</span>
          </Button>
          <Button ref={deleteOpener} variant="secondary" onClick={() => setDialog("delete")}>
            Delete<span className="sr-only"> “{view.name}”</span>
          </Button>
        </div>
        <ConfirmDialog
          id={`rename-${view.id}`}
          open={dialog === "rename"}
          title={`Rename “${view.name}”`}
          confirmLabel="Rename"
          pending={rename.pending}
          opener={renameOpener}
          result={result}
          onConfirm={() => rename.submit()}
          onClose={() => setDialog(null)}
        >
          <ViewNameField id={`rename-${view.id}-name`} form={rename.form} />
        </ConfirmDialog>
        <ConfirmDialog
          id={`delete-${view.id}`}
          open={dialog === "delete"}
          title={`Delete “${view.name}”?`}
          confirmLabel="Yes, delete view"
          danger
          pending={pending}
          opener={deleteOpener}
          result={result}
          onConfirm={() => run(() => deleteView({ viewId: view.id }), `Deleted “${view.name}”.`)}
          onClose={() => setDialog(null)}
        >
          <p className="text-sm text-slate-700">
            It leaves your sidebar
            {view.sharedRole ? `, and the ${view.sharedRole} role's sidebars` : ""}. The list itself
            is not changed.
          </p>
        </ConfirmDialog>
      </td>
      <td className="px-3 py-2 text-xs">
        <p ref={result} tabIndex={-1} role="status">
          {message && (
            <span className={message.ok ? "text-emerald-700" : "text-red-700"}>{message.text}</span>
          )}
        </p>
      </td>
    </tr>
  );
}
