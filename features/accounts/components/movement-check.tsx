import type { MovementCheck } from "../lib/money-movements";
import { TransactionId } from "./money-result";

/**
 * Where a movement the provider did not answer stands, in words: never "failed" while in doubt.
 * While checking, the server's words say what was read so far (checkMovement); a refusal says
 * how the movement was proven not made.
 */
export function MovementCheckStatus({ check }: { check: MovementCheck }) {
  if (check.status === "checking")
    return (
      <p
        role="status"
        className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
      >
        {check.message}
      </p>
    );
  if (check.status === "done")
    return (
      <p
        role="status"
        className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-950 ring-1 ring-emerald-300"
      >
        The provider made this movement
        {check.transactionId ? (
          <>
            {" "}
            (transaction <TransactionId id={check.transactionId} />)
          </>
        ) : null}
        . The balance shown is read again.
      </p>
    );
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-300">
      {check.message}
    </p>
  );
}
