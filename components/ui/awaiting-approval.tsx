"use client";

import { useEffect, useRef } from "react";
import { approvalHref } from "@/lib/console/actions/result";
import { Link } from "./link";

/**
 * What a form shows when its action was held back by a four-eyes policy: nothing happened yet,
 * a second person decides, and the request's page is where to follow it. Focus moves here so a
 * keyboard or screen-reader user hears it, as they would a success.
 */
export function AwaitingApprovalNotice({ requestId }: { requestId: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (requestId) ref.current?.focus();
  }, [requestId]);
  if (!requestId) return null;
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      aria-labelledby="awaiting-approval-title"
      className="col-span-full space-y-1 rounded-md bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300 outline-none focus-visible:ring-2 focus-visible:ring-amber-700"
    >
      <h3 id="awaiting-approval-title" className="font-semibold">
        Waiting for approval
      </h3>
      <p>
        A policy asks a second person to approve this. Nothing has been sent yet.{" "}
        <Link href={approvalHref(requestId)} className="font-medium underline">
          Open the request
        </Link>
      </p>
    </div>
  );
}
