"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTransition } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { useToaster } from "@/components/ui/toaster";
import type { ActionResult } from "@/lib/console/actions/result";

/**
 * A react-hook-form form on a lib/cams schema whose submit calls a server action. The browser
 * catches what the schema catches; what only the server knows (a refusal by the provider) lands
 * on the field it concerns, and its message, explained from the error catalog, in a toast.
 */
export function useActionForm<S extends z.ZodType<FieldValues, FieldValues>, T>(
  schema: S,
  action: (input: z.input<S>) => Promise<ActionResult<T>>,
  options: {
    defaultValues?: DefaultValues<z.input<S>>;
    success?: string;
    onSuccess?: (data: T) => void;
    /** Takes a refusal the caller shows in its own way; true means it was handled. */
    onRefusal?: (refusal: Extract<ActionResult<T>, { ok: false }>) => boolean;
  } = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
  });
  const [pending, startTransition] = useTransition();
  const toaster = useToaster();

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await action(values as z.input<S>);
      if (result.ok) {
        if (options.success) toaster.success(options.success);
        options.onSuccess?.(result.data);
        return;
      }
      if (options.onRefusal?.(result)) return;
      for (const [path, message] of Object.entries(result.fieldErrors)) {
        form.setError(
          (path === "root" ? "root.server" : path) as Path<z.input<S>>,
          { type: "server", message },
          { shouldFocus: true },
        );
      }
      toaster.error(result.message);
    }),
  );
  return { form, submit, pending };
}
