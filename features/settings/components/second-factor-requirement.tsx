"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { setSecondFactorRequirement } from "../actions/set-second-factor-requirement";

/** The switch that makes a second factor required of every user, said in words as it stands. */
export function SecondFactorRequirement({ required }: { required: boolean }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const change = (next: boolean) =>
    startTransition(async () => {
      const result = await setSecondFactorRequirement({ required: next });
      if (result.ok) {
        setFailure(null);
        router.refresh();
      } else setFailure(result.message);
    });
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={required}
          disabled={pending}
          onChange={(event) => change(event.currentTarget.checked)}
          className="size-4"
        />
        Require a second factor of every user
      </label>
      <p className="text-xs text-slate-600">
        A user without one is sent to set it up at their next click, and can do nothing else until
        they have.
      </p>
      {failure && (
        <p role="alert" className="text-xs text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
