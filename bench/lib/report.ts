import { existsSync, readFileSync, writeFileSync } from "node:fs";

/** One row of the table: the JSON shape the issue asks for, plus what the figure came from. */
export type Measure = {
  name: string;
  /** null when the measure could not run (see `error`). */
  value: number | string | null;
  unit: string;
  /** What the value is compared with: the ceiling, a fresh account, or "-". */
  reference: string;
  /** value / ceiling (or / the reference) where the issue gives one, else null. */
  ratio: number | null;
  goal: string;
  holds: boolean;
  /** Requests made, answers by kind, p50/p99…: how the figure was obtained. */
  detail?: string;
  error?: string;
};

export type Results = {
  machine: {
    cores: number;
    cpu: string;
    memoryGb: number;
    node: string;
    postgres: string;
    /** The 1-minute load average when the run started and ended. */
    loadAverage: { atStart: number; atEnd: number };
  };
  commit: string;
  date: string;
  scale: { factor: number; rows: number; seconds: number; note: string };
  settings: string[];
  measures: Measure[];
};

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function valueText(m: Measure) {
  if (m.value === null) return "error";
  return `${m.value}${m.unit ? ` ${m.unit}` : ""}`;
}

function markdownTable(measures: Measure[]): string {
  const lines = [
    "| measure | value | reference | ratio | goal | holds |",
    "|---|---|---|---|---|---|",
  ];
  for (const m of measures) {
    lines.push(
      `| ${cell(m.name)} | ${cell(valueText(m))} | ${cell(m.reference)} | ${m.ratio ?? "-"} | ${cell(m.goal)} | ${m.error ? `error: ${cell(m.error)}` : m.holds ? "yes" : "no"} |`,
    );
  }
  return lines.join("\n");
}

/** Date, machine, commit and scale: the lines that say what a table's figures stand for. */
function heading(results: Results): string[] {
  const { machine } = results;
  return [
    `Measured ${results.date} on ${machine.cores} cores (${machine.cpu}, ${machine.memoryGb} GB), ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres}, commit ${results.commit}; ` +
      `load average ${machine.loadAverage.atStart} at the start, ${machine.loadAverage.atEnd} at the end.`,
    `Scale: ${results.scale.note}`,
  ];
}

export function markdownReport(results: Results): string {
  const details = results.measures
    .filter((m) => m.detail || m.error)
    .map((m) => `- **${m.name}**: ${m.error ? `error: ${m.error}. ` : ""}${m.detail ?? ""}`);
  return [
    ...heading(results),
    "",
    markdownTable(results.measures),
    "",
    "Settings of this run:",
    ...results.settings.map((s) => `- ${s}`),
    "",
    "How each figure was obtained:",
    ...details,
    "",
  ].join("\n");
}

/** The README's shorter form: heading and table; the rest is in bench/results.md. */
export function readmeReport(results: Results): string {
  return [
    ...heading(results),
    "",
    markdownTable(results.measures),
    "",
    "How each figure was obtained, and the run's settings: [bench/results.md](bench/results.md).",
  ].join("\n");
}

export function printTable(measures: Measure[]) {
  const rows = measures.map((m) => [
    m.name,
    valueText(m),
    m.reference,
    m.ratio === null ? "-" : String(m.ratio),
    m.goal,
    m.error ? "ERROR" : m.holds ? "yes" : "no",
  ]);
  const head = ["measure", "value", "reference", "ratio", "goal", "holds"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  console.log(`\n${line(head)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of rows) console.log(line(r));
}

const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

/** Puts the latest report between the README's bench markers, if it has them. */
export function updateReadme(path: string, report: string): boolean {
  if (!existsSync(path)) return false;
  const text = readFileSync(path, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return false;
  writeFileSync(
    path,
    `${text.slice(0, start + START.length)}\n${report}\n${text.slice(end)}`,
    "utf8",
  );
  return true;
}
