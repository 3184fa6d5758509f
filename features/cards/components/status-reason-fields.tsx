"use client";

import { describedBy, Field, Input, Select } from "@/components/ui/field";
import { statusReasons } from "@/features/cards/lib/status-reason-rule";

export const OTHER_REASON = "other";

const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The reason for a block or an unblock: one of the usual ones, or the agent's own words. */
export function StatusReasonFields({
  operation,
  choice,
  written,
  error,
  onChoice,
  onWritten,
}: {
  operation: keyof typeof statusReasons;
  choice: string;
  written: string;
  error?: string;
  onChoice: (value: string) => void;
  onWritten: (value: string) => void;
}) {
  const other = choice === OTHER_REASON;
  const choiceId = `${operation}-reason`;
  const writtenId = `${operation}-reason-text`;
  return (
    <div className="space-y-3">
      <Field id={choiceId} label="Reason" error={other ? undefined : error}>
        <Select
          id={choiceId}
          className={focus}
          value={choice}
          onChange={(event) => onChoice(event.target.value)}
          aria-invalid={!other && Boolean(error)}
          aria-describedby={describedBy(choiceId, other ? undefined : error)}
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {statusReasons[operation].map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
          <option value={OTHER_REASON}>Another reason (write it)</option>
        </Select>
      </Field>
      {other && (
        <Field
          id={writtenId}
          label="Write the reason"
          error={error}
          hint="It is kept in the audit log with the change."
        >
          <Input
            id={writtenId}
            className={focus}
            value={written}
            onChange={(event) => onWritten(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(
              writtenId,
              error,
              "It is kept in the audit log with the change.",
            )}
          />
        </Field>
      )}
    </div>
  );
}
