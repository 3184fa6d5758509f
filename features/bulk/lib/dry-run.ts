import "server-only";
import { readCsv } from "./csv";
import type { BulkCheckContext, BulkKindDefinition } from "./kinds";

const firstKey = (path: readonly PropertyKey[]) => String(path[0] ?? "row");

/** A row as the dry run left it: its input when valid, else its problems by column. */
export type CheckedRow = {
  rowNo: number;
  cells: Record<string, string>;
  input: Record<string, unknown> | null;
  problems: Record<string, string> | null;
};

/**
 * The dry run of a file: read it, check every row with the kind's schema (the forms' rules),
 * refuse a row that repeats an earlier one, then ask the provider about the rest (a card must
 * exist and be at the status its action starts from). Nothing is sent.
 */
export async function dryRun<Row, Input>(
  definition: BulkKindDefinition<Row, Input>,
  bytes: Uint8Array,
  ctx: BulkCheckContext,
): Promise<{ ok: true; rows: CheckedRow[] } | { ok: false; problem: string }> {
  const read = readCsv(bytes, definition.columns);
  if (!read.ok) return read;
  return { ok: true, rows: await checkRows(definition, read.rows, ctx) };
}

/**
 * The rows' check, for a file's rows or a batch's failed rows again: the kind's schema, repeats,
 * then the provider's state of what each names.
 */
export async function checkRows<Row, Input>(
  definition: BulkKindDefinition<Row, Input>,
  records: readonly { rowNo: number; cells: Record<string, string>; extra?: boolean }[],
  ctx: BulkCheckContext,
): Promise<CheckedRow[]> {
  const firstRow = new Map<string, number>();
  const rows: (CheckedRow & { parsed?: Row })[] = records.map(({ rowNo, cells, extra }) => {
    if (extra)
      return {
        rowNo,
        cells,
        input: null,
        problems: { row: "This row has more cells than the file has columns." },
      };
    // An empty optional cell is no value, as an empty form field is.
    const given = Object.fromEntries(Object.entries(cells).filter(([, value]) => value !== ""));
    const parsed = definition.schema.safeParse(given);
    if (!parsed.success) {
      const problems: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const column = (definition.columnOf ?? firstKey)(issue.path);
        problems[column] ??= issue.message;
      }
      return { rowNo, cells, input: null, problems };
    }
    const key = definition.duplicateOf(parsed.data);
    const earlier = firstRow.get(key);
    if (earlier !== undefined)
      return {
        rowNo,
        cells,
        input: null,
        problems: { [definition.duplicateColumn]: `Row ${earlier} already has this.` },
      };
    firstRow.set(key, rowNo);
    return {
      rowNo,
      cells,
      input: null,
      problems: null,
      parsed: parsed.data,
    };
  });
  const valid = rows.filter((row) => row.parsed !== undefined);
  const found = await definition.check(
    valid.map((row) => row.parsed as Row),
    ctx,
  );
  valid.forEach((row, i) => {
    const checked = found[i]!;
    Object.assign(
      row,
      checked.problems ? { input: null, problems: checked.problems } : { input: checked.input },
    );
  });
  return rows.map(({ parsed: _, ...row }) => row);
}
