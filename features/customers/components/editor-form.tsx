"use client";

import { useRouter } from "next/navigation";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { RefusalAlert } from "@/components/ui/refusal-alert";
import {
  type FormDefaults,
  type RefusalAlertProps,
  useActionForm,
} from "@/components/ui/use-action-form";
import type { ActionResult } from "@/lib/console/actions/result";
import { customerPath } from "./editor-page";

/** An editor's form: on success a toast, then back to the customer page, which shows the change. */
export function useCustomerEditor<S extends z.ZodType<FieldValues, FieldValues>, T>(
  customerId: string,
  schema: S,
  action: (values: z.output<S>) => Promise<ActionResult<T>>,
  options: { defaultValues: FormDefaults<z.input<S>>; success: string },
) {
  const router = useRouter();
  return useActionForm(schema, action, {
    ...options,
    onSuccess: () => router.push(customerPath(customerId)),
  });
}

/** Save, and a way out that changes nothing; above them, a problem that belongs to no field. */
export function EditorActions({
  customerId,
  pending,
  label,
  alert,
  disabled,
}: {
  customerId: string;
  pending: boolean;
  label: string;
  alert?: RefusalAlertProps;
  disabled?: boolean;
}) {
  return (
    <div className="col-span-full flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
      {alert && <RefusalAlert {...alert} />}
      <Button type="submit" pending={pending} disabled={disabled}>
        {label}
      </Button>
      <Link
        href={customerPath(customerId)}
        className="text-sm font-medium text-slate-700 hover:underline"
      >
        Cancel
      </Link>
    </div>
  );
}
