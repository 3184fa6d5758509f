"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Re-reads the page every few seconds while a payment awaits its final status, so a
 * payment.status webhook the console received shows without a reload. It stops once every
 * payment shown is final.
 */
export function AutoRefresh({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return (
    <p className="text-xs text-slate-600" aria-live="polite">
      Waiting for a final status: this list checks for payment status updates every {seconds}{" "}
      seconds.
    </p>
  );
}
