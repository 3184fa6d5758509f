"use client";

import { type ReactNode, useState, useTransition } from "react";
import type { ActionResult } from "@/lib/console/actions/result";
import { Button } from "./button";

type Variant = Parameters<typeof Button>[0]["variant"];

/**
 * A button that runs one server action with nothing to confirm (it starts something the user
 * then sees): pending while it runs, the refusal in words under it, `onDone` with its data.
 */
export function ActionButton<T>({
  run,
  onDone,
  variant,
  children,
}: {
  run: () => Promise<ActionResult<T>>;
  onDone: (data: T) => void;
  variant?: Variant;
  children: ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const click = () =>
    startTransition(async () => {
      const result = await run();
      if (result.ok) onDone(result.data);
      else setFailure(result.message);
    });
  return (
    <div className="space-y-2">
      <Button variant={variant} onClick={click} pending={pending}>
        {children}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
