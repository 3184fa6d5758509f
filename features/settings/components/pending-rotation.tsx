"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { checkProviderRotation } from "../actions/check-provider-rotation";

const outcomes = {
  rotated: "The provider has the new password: the console uses it from now on.",
  "not-rotated": "The provider kept the old password: nothing changed. You can rotate again.",
  "nothing-pending": "There is no rotation left to check.",
} as const;

/**
 * A rotation the provider did not answer. The console keeps both passwords until it knows
 * which one the provider has; a new rotation waits until then.
 */
export function PendingRotation({ since }: { since: Date }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const check = () =>
    startTransition(async () => {
      const result = await checkProviderRotation({ pending_since: since.toISOString() });
      setMessage(result.ok ? outcomes[result.data] : result.message);
      if (result.ok) router.refresh();
    });
  return (
    <div className="space-y-3 rounded-md bg-amber-50 p-4 text-sm ring-1 ring-amber-300">
      <p className="text-amber-950">
        A rotation was sent, but the provider did not answer. Check whether it took before rotating
        again.
      </p>
      <Button pending={pending} onClick={check}>
        Check the rotation
      </Button>
      <p role="status" className="text-slate-800">
        {message}
      </p>
    </div>
  );
}
