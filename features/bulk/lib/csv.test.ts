import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { BULK_MAX_ROWS } from "./csv-limits";

const columns = { required: ["card_id", "action"], optional: ["reason"] };
const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => readCsv(bytes(text), columns);
const cells = (text: string) => {
  const result = read(text);
  if (!result.ok) throw new Error(result.problem);
  return result.rows.map((row) => [row.rowNo, row.cells, row.extra]);
};

describe("reading a batch's CSV file", () => {
  it("takes a BOM, semicolons, quotes holding separators and quotes, CRLF, notes and blank lines", () => {
    const text =
      '\uFEFFCard_ID;Action;Reason\r\n# card_id: the card\'s id\r\nc1;block;"Lost; or stolen"\r\n\r\nc2;unblock;"She said ""found it"""\r\n';
    expect(cells(text)).toEqual([
      [2, { card_id: "c1", action: "block", reason: "Lost; or stolen" }, false],
      [3, { card_id: "c2", action: "unblock", reason: 'She said "found it"' }, false],
    ]);
    // Commas, LF, columns in another order, a missing optional column, a short row.
    expect(cells("action,card_id\nblock,c1\nunblock\n")).toEqual([
      [2, { action: "block", card_id: "c1" }, false],
      [3, { action: "unblock", card_id: "" }, false],
    ]);
    // A quoted cell may hold a line break; a row with more cells than the header is marked.
    expect(cells('card_id,action,reason\nc1,block,"two\nlines"\nc2,block,x,surplus\n')).toEqual([
      [2, { card_id: "c1", action: "block", reason: "two\nlines" }, false],
      [3, { card_id: "c2", action: "block", reason: "x" }, true],
    ]);
  });

  it("refuses, in words, a file it cannot take", () => {
    const problem = (input: string | Uint8Array) =>
      (readCsv(typeof input === "string" ? bytes(input) : input, columns) as { problem?: string })
        .problem;
    expect(problem("")).toBe("The file is empty.");
    expect(problem("\n\n")).toBe("The file is empty.");
    expect(problem("card_id,action\n")).toBe("The file has a header but no rows.");
    expect(problem("card_id\nc1\n")).toBe(
      "The file has no “action” column: start from the template.",
    );
    expect(problem("card_id,action,colour\nc1,block,red\n")).toMatch(
      /^“colour” is not a column of this kind of batch\. Its columns are card_id, action, reason/,
    );
    expect(problem("card_id,action,Action\nc1,block,x\n")).toBe(
      "The column “action” is there twice.",
    );
    expect(problem('card_id,action\nc1,"block\n')).toMatch(/^A quoted field is never closed/);
    expect(problem(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBe(
      "This is not a CSV file: it holds binary data.",
    );
    expect(problem(new Uint8Array([0x63, 0x61, 0x72, 0x64, 0xe9, 0x0a]))).toMatch(
      /^The file is not UTF-8 text/,
    );
    expect(problem(new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61))).toBe(
      "The file is larger than 5 MB, the most a batch takes.",
    );
  });

  it("takes 10,000 rows and refuses 10,001", () => {
    const file = (n: number) => `card_id,action\n${"c,block\n".repeat(n)}`;
    const ok = read(file(BULK_MAX_ROWS));
    expect(ok.ok && ok.rows.length).toBe(BULK_MAX_ROWS);
    expect(ok.ok && ok.rows.at(-1)?.rowNo).toBe(BULK_MAX_ROWS + 1);
    expect(read(file(BULK_MAX_ROWS + 1))).toEqual({
      ok: false,
      problem: "The file has 10,001 rows; a batch takes at most 10,000. Split it in two.",
    });
  });
});
