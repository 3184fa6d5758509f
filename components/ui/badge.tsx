import type { ReactNode } from "react";
import { cn } from "./cn";

const tones = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  good: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  warn: "bg-amber-50 text-amber-900 ring-amber-300",
  bad: "bg-red-50 text-red-800 ring-red-300",
  info: "bg-brand-50 text-brand-800 ring-brand-100",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
