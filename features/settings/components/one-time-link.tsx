"use client";

import { useEffect, useState } from "react";

/**
 * A one-time link for the admin to pass on (there is no mail here): shown once, in full, in a
 * field that selects itself, with what it is for and for how long it works.
 */
export function OneTimeLink({
  path,
  email,
  purpose,
}: {
  path: string;
  email: string;
  purpose: string;
}) {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const id = `link-${email}`;
  return (
    <div
      role="status"
      className="space-y-1.5 rounded-md bg-emerald-50 p-3 text-sm ring-1 ring-emerald-200"
    >
      <label htmlFor={id} className="block font-medium text-emerald-950">
        {purpose} link for {email}: pass it on. It works once, for 72 hours, and is not shown again.
      </label>
      <input
        id={id}
        readOnly
        value={`${origin}${path}`}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded border border-emerald-300 bg-white px-2 py-1 font-mono text-xs"
      />
    </div>
  );
}
