import { log } from "./config";
import type { Measure } from "./report";
import { round } from "./stats";

/**
 * What a measure finds: one row under its own name, or rows it names itself (each held to the
 * measure's goal unless it says its own).
 */
type Found = Omit<Measure, "name" | "goal"> | (Omit<Measure, "goal"> & { goal?: string })[];

/** One measure of the table: its name, the goal it is held to, and how it is taken. */
export type BenchMeasure<Ctx> = {
  name: string;
  goal: string;
  run: (ctx: Ctx) => Promise<Found>;
};

/** An error row: the measure could not run; the bench goes on. */
export function errorRow(name: string, goal: string, error: unknown): Measure {
  const message = error instanceof Error ? error.message : String(error);
  return {
    name,
    value: null,
    unit: "",
    reference: "-",
    ratio: null,
    goal,
    holds: false,
    error: message.split("\n")[0]!.slice(0, 300),
  };
}

/** Runs one measure; a failure becomes an error row with the measure's goal. */
export async function take<Ctx>(measure: BenchMeasure<Ctx>, ctx: Ctx): Promise<Measure[]> {
  const { name, goal } = measure;
  log(name);
  try {
    const found = await measure.run(ctx);
    return (Array.isArray(found) ? found : [{ name, ...found }]).map(
      (row) => ({ goal, ...row }) as Measure,
    );
  } catch (error) {
    log(`  error: ${error instanceof Error ? error.message : String(error)}`);
    return [errorRow(name, goal, error)];
  }
}

export const ms = (value: number) => round(value, 1);
export const ratioOf = (value: number, reference: number) =>
  Number.isFinite(value) && reference > 0 ? round(value / reference, 3) : null;
