"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { describedBy, Field, Textarea } from "@/components/ui/field";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import { useToaster } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { approveApprovalRequest } from "@/features/approvals/actions/approve-request";
import { rejectApprovalRequest } from "@/features/approvals/actions/reject-request";
import { withdrawApprovalRequest } from "@/features/approvals/actions/withdraw-request";
import { rejectInput } from "../lib/inputs";

/**
 * The checker's decision: approve (the action runs once, now), or reject with a reason the
 * maker reads. `seenProblem` is what the preview warned of: a new problem refuses the approval
 * and the page re-reads, so the checker decides on what is true now.
 */
export function RequestDecision({
  requestId,
  seenProblem,
}: {
  requestId: string;
  seenProblem: string | null;
}) {
  const router = useRouter();
  const toaster = useToaster();
  const [approving, startApproval] = useTransition();
  const [refusal, setRefusal] = useState<{ message: string; code: string } | null>(null);
  const { form, submit, pending, alert } = useActionForm(rejectInput, rejectApprovalRequest, {
    defaultValues: { request_id: requestId, reason: "" },
    success: "Rejected: nothing was run.",
    onSuccess: () => router.refresh(),
  });
  const approve = () =>
    startApproval(async () => {
      setRefusal(null);
      const result = await approveApprovalRequest({
        request_id: requestId,
        seen_problem: seenProblem,
      });
      // The message shows with the re-read request (one transition), not over its old state.
      startApproval(() => {
        if (result.ok) {
          if (result.data.status === "executed") toaster.success(result.data.message);
          else toaster.error(result.data.message);
        } else setRefusal({ message: result.message, code: result.code });
        router.refresh();
      });
    });
  const reasonError = form.formState.errors.reason?.message;
  const hint = "The maker reads it on the request's page.";

  return (
    <div className="space-y-4">
      <RefusalAlert
        message={refusal?.message}
        code={refusal?.code}
        onDismiss={() => setRefusal(null)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={approve} pending={approving} disabled={pending}>
          Approve and run
        </Button>
        <p className="text-sm text-slate-600">It runs once, now, as the maker asked it.</p>
      </div>
      <form onSubmit={submit} noValidate className="space-y-3 border-t border-slate-200 pt-4">
        <Field id="reason" label="Reason for rejecting" error={reasonError} hint={hint}>
          <Textarea
            id="reason"
            rows={3}
            {...form.register("reason")}
            aria-invalid={Boolean(reasonError)}
            aria-describedby={describedBy("reason", reasonError, hint)}
          />
        </Field>
        <RefusalAlert {...alert} />
        <Button type="submit" variant="danger" pending={pending} disabled={approving}>
          Reject
        </Button>
      </form>
    </div>
  );
}

/** The maker takes the request back, after a confirmation. */
export function WithdrawRequest({ requestId }: { requestId: string }) {
  const router = useRouter();
  const toaster = useToaster();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await withdrawApprovalRequest({ request_id: requestId });
      startTransition(() => {
        setOpen(false);
        if (result.ok) toaster.success("Withdrawn: nothing was run.");
        else toaster.error(result.message);
        router.refresh();
      });
    });
  return (
    <>
      <Button ref={opener} variant="secondary" onClick={() => setOpen(true)}>
        Withdraw request…
      </Button>
      <ConfirmDialog
        id="withdraw"
        open={open}
        title="Withdraw this request?"
        confirmLabel="Withdraw"
        danger
        pending={pending}
        opener={opener}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p className="text-sm text-slate-700">
          Nobody will be able to approve it any more, and nothing is run. You can ask again later.
        </p>
      </ConfirmDialog>
    </>
  );
}
