"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ClockBadge } from "@/components/ui/clock-badge";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { describedBy, Field, Input } from "@/components/ui/field";
import type { ActionResult } from "@/lib/console/actions/result";
import { advanceSandboxClock } from "../actions/advance-sandbox-clock";
import { freezeSandboxClock } from "../actions/freeze-sandbox-clock";
import { resetSandboxClock } from "../actions/reset-sandbox-clock";
import { advanceClockInput, type ClockStep } from "../lib/sandbox-clock-input";

type Clock = { now: string; frozen: boolean; offset_seconds: number };
type FellDue = {
  settlements: number;
  card_dispatches: number;
  document_expiries: number;
  webhooks: number;
  complete: boolean;
};

const steps: { step: Exclude<ClockStep, "date">; label: string; words: string }[] = [
  { step: "hour", label: "Advance 1 hour", words: "by an hour" },
  { step: "day", label: "Advance 1 day", words: "by a day" },
  { step: "month", label: "Advance 1 month", words: "to the same day next month" },
];

/** "28 Nov 2026, 10:00 UTC": the sandbox's time is the same for everyone, so it is said in UTC. */
const utc = (iso: string) =>
  `${new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso))} UTC`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function fellDueWords(due: FellDue): string {
  const parts = [
    plural(due.settlements, "transfer settled", "transfers settled"),
    plural(due.card_dispatches, "card dispatched", "cards dispatched"),
    plural(due.document_expiries, "document expired", "documents expired"),
    plural(due.webhooks, "webhook attempt", "webhook attempts"),
  ];
  const rest = due.complete ? "" : " The rest is still running, in the background.";
  return `On the way: ${parts.join(", ")}.${rest}`;
}

/**
 * The built-in sandbox's clock, for admins: its time, Advance (an hour, a day, a month or to a
 * date, each confirmed first: what falls due happens, and only Reset goes back), Freeze and
 * Back to real time (neither changes data: no question asked). "Move the console's clock with
 * it", off until ticked, shifts the console's own, so compliance cases fall due on screen in a
 * demo; Back to real time brings both back.
 */
export function SandboxClock({
  clock,
  consoleOffsetSeconds,
}: {
  clock: Clock;
  consoleOffsetSeconds: number;
}) {
  const router = useRouter();
  const [withConsole, setWithConsole] = useState(false);
  const [asking, setAsking] = useState<ClockStep | null>(null);
  const [to, setTo] = useState("");
  const [toError, setToError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const opener = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const refused = useRef<HTMLParagraphElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  /** Where focus goes when the question closes: the answer, or the field it refused. */
  const focusAfter = useRef<HTMLElement | null>(null);

  /** Runs a move of the clock, then says what happened where focus lands. */
  const run = <T extends Clock>(
    action: () => Promise<ActionResult<T>>,
    words: (clock: T) => string,
  ) =>
    startTransition(async () => {
      const answer = await action();
      setToError(undefined);
      setMessage(null);
      setRefusal(null);
      if (answer.ok) {
        setMessage(words(answer.data));
        focusAfter.current = result.current;
        router.refresh();
      } else if (answer.fieldErrors.to) {
        // Said on the field, where focus goes, so it is read out and can be corrected at once.
        setToError(answer.fieldErrors.to);
        focusAfter.current = dateField.current;
      } else {
        setRefusal(answer.message);
        focusAfter.current = refused.current;
      }
      // Open, the question closes and its onClose moves focus; closed (Freeze), focus moves now.
      if (asking === null) focusAfter.current?.focus();
      setAsking(null);
    });

  const advance = () => {
    if (!asking) return;
    run(
      () =>
        advanceSandboxClock({ step: asking, to: asking === "date" ? to : undefined, withConsole }),
      (moved) => `The sandbox's time is now ${utc(moved.now)}. ${fellDueWords(moved.fell_due)}`,
    );
  };

  /** Opens the question; focus returns to `button` unless the answer says where it goes. */
  const ask = (step: ClockStep, button: HTMLButtonElement) => {
    opener.current = button;
    focusAfter.current = null;
    setAsking(step);
  };

  const askForDate = (button: HTMLButtonElement) => {
    const parsed = advanceClockInput.safeParse({ step: "date", to, withConsole });
    const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
    setToError(problem);
    if (problem) dateField.current?.focus();
    else ask("date", button);
  };

  const question =
    asking === "date"
      ? `to ${utc(`${to}:00Z`)}`
      : (steps.find((s) => s.step === asking)?.words ?? "");

  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Sandbox time</dt>
        <dd className="flex flex-wrap items-center gap-2 text-slate-900">
          <span>{utc(clock.now)}</span>
          {clock.frozen && <span className="font-medium text-amber-900">Frozen</span>}
          <ClockBadge label="Sandbox clock" offsetSeconds={clock.offset_seconds} />
        </dd>
        <dt className="font-medium text-slate-700">Console's clock</dt>
        <dd className="flex flex-wrap items-center gap-2 text-slate-900">
          {consoleOffsetSeconds === 0 ? "Real time" : "Shifted for a demo"}
          <ClockBadge label="Console clock" offsetSeconds={consoleOffsetSeconds} />
        </dd>
      </dl>

      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={withConsole}
          onChange={(event) => setWithConsole(event.target.checked)}
          className="size-4"
        />
        Move the console's clock with it, so compliance cases fall due with the sandbox's data
      </label>

      <div className="flex flex-wrap gap-2">
        {steps.map(({ step, label }) => (
          <Button
            key={step}
            variant="secondary"
            onClick={(event) => ask(step, event.currentTarget)}
          >
            {label}…
          </Button>
        ))}
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="w-64">
          <Field
            id="clock-to"
            label="Advance to (UTC)"
            error={toError}
            hint="A date and time after the sandbox's time, at most 400 days on."
          >
            <Input
              ref={dateField}
              id="clock-to"
              type="datetime-local"
              value={to}
              onChange={(event) => {
                setTo(event.target.value);
                setToError(undefined);
              }}
              aria-invalid={toError ? true : undefined}
              aria-describedby={describedBy(
                "clock-to",
                toError,
                "A date and time after the sandbox's time, at most 400 days on.",
              )}
            />
          </Field>
        </div>
        <Button variant="secondary" onClick={(event) => askForDate(event.currentTarget)}>
          Advance to this time…
        </Button>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          pending={pending && asking === null}
          onClick={() =>
            run(
              () => freezeSandboxClock({ frozen: !clock.frozen, withConsole }),
              (moved) =>
                moved.frozen
                  ? `The sandbox's clock is frozen at ${utc(moved.now)}.`
                  : `The sandbox's clock runs on from ${utc(moved.now)}.`,
            )
          }
        >
          {clock.frozen ? "Let it run" : "Freeze"}
        </Button>
        <Button
          variant="secondary"
          pending={pending && asking === null}
          onClick={() =>
            run(
              () => resetSandboxClock({ to: "real_time" }),
              () => "The sandbox and the console are back on real time.",
            )
          }
        >
          Back to real time
        </Button>
      </div>

      <ConfirmDialog
        id="advance-clock"
        open={asking !== null}
        title="Advance the sandbox's clock?"
        confirmLabel={pending ? "Advancing…" : "Advance"}
        pending={pending}
        opener={opener}
        result={focusAfter}
        onConfirm={advance}
        onClose={() => setAsking(null)}
      >
        <p className="text-sm text-slate-700">
          Move the sandbox's time {question}? What falls due on the way happens now: outgoing
          transfers settle, cards in production are dispatched, documents expire, and their webhooks
          are sent. The clock goes back only to real time.
        </p>
      </ConfirmDialog>
      <p ref={result} tabIndex={-1} role="status" className="text-sm text-slate-700">
        {message}
      </p>
      <p ref={refused} tabIndex={-1} role="alert" className="text-sm font-medium text-red-700">
        {refusal}
      </p>
    </div>
  );
}
