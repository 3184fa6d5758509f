import { Badge } from "./badge";

const UNITS = [
  [86_400, "day"],
  [3_600, "hour"],
  [60, "minute"],
] as const;

/**
 * "1 day 2 hours ahead", "5 minutes behind": how far a shifted clock is from real time, in its
 * two largest units; under a minute reads as real time.
 */
export function describeOffset(offsetSeconds: number): string | null {
  let left = Math.abs(offsetSeconds);
  const parts: string[] = [];
  for (const [size, unit] of UNITS) {
    const n = Math.floor(left / size);
    left -= n * size;
    if (n > 0 && parts.length < 2) parts.push(`${n} ${unit}${n === 1 ? "" : "s"}`);
  }
  if (parts.length === 0) return null;
  return `${parts.join(" ")} ${offsetSeconds > 0 ? "ahead" : "behind"}`;
}

/**
 * Marks times read on a shifted clock (a demo's, Settings → Sandbox): a clock icon and how far
 * from real time, in words. Nothing when the clock is within a minute of real time.
 */
export function ClockBadge({ label, offsetSeconds }: { label: string; offsetSeconds: number }) {
  const offset = describeOffset(offsetSeconds);
  if (!offset) return null;
  return (
    <Badge tone="warn">
      <span aria-hidden="true" className="mr-1">
        ◷
      </span>
      {label}: {offset}
    </Badge>
  );
}
