import { cn } from "@/components/ui/cn";
import { describeDue } from "@/lib/console/cases/machine";

const tones = {
  bad: "text-red-800",
  warn: "text-amber-900",
  neutral: "text-slate-700",
} as const;

/** When a case falls due, in words, with an icon and colour beside them (never instead). */
export function DueBadge({ due, now, closed }: { due: Date; now: Date; closed?: boolean }) {
  if (closed) return <span className="text-slate-600">—</span>;
  const { words, tone } = describeDue(due, now);
  return (
    <span
      className={cn("inline-flex items-center gap-1 whitespace-nowrap font-medium", tones[tone])}
    >
      <span aria-hidden="true">{tone === "bad" ? "⚠" : "◷"}</span>
      {words}
    </span>
  );
}
