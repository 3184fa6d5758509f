/** Percentile by nearest rank over measured samples (ms); NaN when nothing was measured. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const round = (value: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** Outcomes counted by kind: "201", "422/4225064", "network: ECONNRESET"… */
export class Tally {
  readonly counts = new Map<string, number>();
  add(kind: string) {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
  }
  total() {
    let n = 0;
    for (const c of this.counts.values()) n += c;
    return n;
  }
  /** Everything except the kinds given (the expected answers). */
  except(...ok: string[]) {
    let n = 0;
    for (const [kind, c] of this.counts) if (!ok.includes(kind)) n += c;
    return n;
  }
  toString() {
    return [...this.counts]
      .sort((a, b) => b[1] - a[1])
      .map(([k, c]) => `${k}×${c}`)
      .join(", ");
  }
}
