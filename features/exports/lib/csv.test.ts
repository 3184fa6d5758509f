import { describe, expect, it } from "vitest";
import { csvRecordCounter } from "@/components/ui/export-csv";
import { type CsvColumn, csvStream } from "./csv";
import { decimalAmount, isoTime } from "./values";

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

async function bytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function* once<T>(rows: T[]) {
  yield rows;
}

type Row = { id: string; note: string; amount: number; currency: string; at: string };
const columns: CsvColumn<Row>[] = [
  { header: "id", value: (r) => r.id },
  { header: "note", value: (r) => r.note },
  { header: "amount", value: (r) => decimalAmount(r.amount, r.currency), number: true },
  { header: "currency", value: (r) => r.currency },
  { header: "created_date", value: (r) => isoTime(r.at) },
];

describe("csvStream", () => {
  it("starts with a UTF-8 BOM and a header row", async () => {
    const out = await bytes(csvStream(columns, once([])));
    expect([...out.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(out.slice(3))).toBe("id,note,amount,currency,created_date\n");
  });

  it("quotes commas, quotes and line ends, and writes decimal amounts and ISO dates", async () => {
    const csv = await text(
      csvStream(
        columns,
        once([
          {
            id: "a",
            note: 'Dinner, "Chez Zoé"\nsecond line',
            amount: 12.5,
            currency: "EUR",
            at: "2026-11-25T09:38:12Z",
          },
          {
            id: "b",
            note: "plain",
            amount: 1000,
            currency: "JPY",
            at: "2026-11-25T09:38:12+01:00",
          },
          { id: "c", note: "", amount: 0.29, currency: "EUR", at: "" },
        ]),
      ),
    );
    const lines = csv.replace(/^\uFEFF/, "");
    expect(lines).toBe(
      [
        "id,note,amount,currency,created_date",
        'a,"Dinner, ""Chez Zoé""\nsecond line",12.50,EUR,2026-11-25T09:38:12.000Z',
        "b,plain,1000,JPY,2026-11-25T08:38:12.000Z",
        "c,,0.29,EUR,",
        "",
      ].join("\n"),
    );
    // The browser's progress count reads the quoted line end as part of its record.
    expect(csvRecordCounter()(lines)).toBe(4);
  });

  it("escapes text cells a spreadsheet would run as a formula, and keeps amounts numbers", async () => {
    const row = (id: string, note: string, amount = 1) => ({
      id,
      note,
      amount,
      currency: "EUR",
      at: "",
    });
    const csv = await text(
      csvStream(
        columns,
        once([
          row("a", '=HYPERLINK("http://evil.example","Click")'),
          row("b", "+1 555 0100", -12.5),
          row("c", "-2+3"),
          row("d", "@SUM(A1:A9)"),
          row("e", "\tindented"),
          row("f", "\rreturn"),
          row("g", "a=b, fine in the middle", -0.29),
          row("=h", "ids are text too"),
        ]),
      ),
    );
    expect(
      csv
        .replace(/^\uFEFF/, "")
        .split("\n")
        .slice(1, -1),
    ).toEqual([
      `a,"'=HYPERLINK(""http://evil.example"",""Click"")",1.00,EUR,`,
      "b,'+1 555 0100,-12.50,EUR,",
      "c,'-2+3,1.00,EUR,",
      "d,'@SUM(A1:A9),1.00,EUR,",
      "e,'\tindented,1.00,EUR,",
      `f,"'\rreturn",1.00,EUR,`,
      `g,"a=b, fine in the middle",-0.29,EUR,`,
      "'=h,ids are text too,1.00,EUR,",
    ]);
  });

  it("escapes a number column's cell that is not a number", async () => {
    const odd: CsvColumn<{ v: string }>[] = [{ header: "amount", value: (r) => r.v, number: true }];
    const csv = await text(csvStream(odd, once([{ v: "-12.50" }, { v: "-1e-7" }, { v: "-A1" }])));
    expect(csv.replace(/^\uFEFF/, "")).toBe("amount\n-12.50\n-1e-7\n'-A1\n");
  });

  it("exports 100,000 rows without holding them: the source is read only as the stream is", async () => {
    const BATCH = 1_000;
    let produced = 0;
    async function* rows() {
      for (let b = 0; b < 100; b++) {
        const batch = Array.from({ length: BATCH }, (_, i) => ({
          id: `row-${b * BATCH + i}`,
          note: "a, b",
          amount: (b * BATCH + i) / 100,
          currency: "EUR",
          at: "2026-11-25T00:00:00Z",
        }));
        produced += batch.length;
        yield batch;
      }
    }
    const reader = csvStream(columns, rows()).getReader();
    const count = csvRecordCounter();
    const decoder = new TextDecoder();
    let records = 0;
    let widestLead = 0;
    const heapBefore = process.memoryUsage().heapUsed;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      records = count(decoder.decode(value, { stream: true }));
      // Rows made but not yet read by the consumer: bounded by a batch and the buffers.
      widestLead = Math.max(widestLead, produced - (records - 1));
    }
    expect(records - 1).toBe(100_000);
    expect(widestLead).toBeLessThan(5 * BATCH);
    // 100,000 rows are about 6 MB of CSV; held at once they would be far more on the heap.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it("stops reading the source when the consumer cancels", async () => {
    let batches = 0;
    let finished = false;
    async function* endless() {
      try {
        for (;;) {
          batches++;
          yield Array.from({ length: 500 }, (_, i) => ({
            id: String(i),
            note: "",
            amount: 1,
            currency: "EUR",
            at: "",
          }));
        }
      } finally {
        finished = true;
      }
    }
    const reader = csvStream(columns, endless()).getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = batches;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toBe(seen);
    expect(finished).toBe(true);
  });
});

describe("decimalAmount", () => {
  it.each([
    [12.5, "EUR", "12.50"],
    [0.29, "EUR", "0.29"],
    [0.01, "EUR", "0.01"],
    [100, "JPY", "100"],
    [1.234, "KWD", "1.234"],
    [5, "XYZ", "5"],
  ])("%d %s → %s", (value, currency, expected) => {
    expect(decimalAmount(value, currency)).toBe(expected);
  });
  it("is empty without an amount", () => {
    expect(decimalAmount(undefined, "EUR")).toBeNull();
    expect(decimalAmount(null, "EUR")).toBeNull();
  });
});
