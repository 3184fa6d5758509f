"use client";

import { useRef, useState } from "react";
import { Button } from "./button";
import { csvRecordCounter, EXPORT_TOTAL_HEADER } from "./export-csv";

type Progress =
  | { state: "idle" }
  | { state: "running"; rows: number; total: number | null }
  | { state: "done"; rows: number; filename: string }
  | { state: "failed"; message: string };

const count = new Intl.NumberFormat("en");

/** `attachment; filename="x.csv"` → x.csv. */
function filenameOf(disposition: string | null, fallback: string) {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? fallback;
}

async function refusal(response: Response): Promise<string> {
  if (response.headers.get("content-type")?.includes("application/json")) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    if (body.message) return body.message;
  }
  if (response.status === 401) return "Your session has ended: reload the page to sign in again.";
  if (response.status === 403) return "Your role cannot export this list.";
  return "The export could not be made. Try again.";
}

/**
 * Downloads a list as CSV from an export route: the rows stream in (a count shows, of the total
 * when the route knows it), the person can cancel, and the file is saved when complete. Errors
 * are said in words beside the button.
 */
export function ExportCsvButton({ href, label = "Export CSV" }: { href: string; label?: string }) {
  const [progress, setProgress] = useState<Progress>({ state: "idle" });
  const abort = useRef<AbortController | null>(null);

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ state: "running", rows: 0, total: null });
    let started = false;
    try {
      const response = await fetch(href, { signal: controller.signal });
      if (!response.ok || !response.body) throw new Error(await refusal(response));
      if (!response.headers.get("content-type")?.includes("text/csv"))
        throw new Error("Your session has ended: reload the page to sign in again.");
      const totalHeader = response.headers.get(EXPORT_TOTAL_HEADER);
      const total = totalHeader === null ? null : Number(totalHeader);
      const filename = filenameOf(response.headers.get("content-disposition"), "export.csv");
      const reader = response.body.getReader();
      started = true;
      const decoder = new TextDecoder();
      const records = csvRecordCounter();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let rows = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        // The first record is the header row.
        rows = Math.max(0, records(decoder.decode(value, { stream: true })) - 1);
        setProgress({ state: "running", rows, total });
      }
      save(new Blob(chunks, { type: "text/csv;charset=utf-8" }), filename);
      setProgress({ state: "done", rows, filename });
    } catch (error) {
      if (controller.signal.aborted) setProgress({ state: "idle" });
      else
        setProgress({
          state: "failed",
          message: started
            ? "The export stopped before the end, so no file was saved. Try again."
            : error instanceof TypeError
              ? "The console could not be reached: check the connection and try again."
              : error instanceof Error
                ? error.message
                : "The export could not be made. Try again.",
        });
    } finally {
      abort.current = null;
    }
  }

  const running = progress.state === "running";
  return (
    <div className="flex flex-wrap items-center gap-3">
      {running ? (
        <Button variant="secondary" onClick={() => abort.current?.abort()}>
          Cancel export
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void run()}>
          {label}
        </Button>
      )}
      <p role="status" className="text-sm text-slate-700" data-testid="export-progress">
        {running && (
          <>
            Exporting… {count.format(progress.rows)}
            {progress.total !== null && ` of ${count.format(progress.total)}`} rows
            {progress.total !== null && progress.total > 0 && (
              <progress
                className="ml-2 align-middle"
                max={progress.total}
                value={progress.rows}
                aria-label="Export progress"
              />
            )}
          </>
        )}
        {progress.state === "done" &&
          `Saved ${progress.filename}: ${count.format(progress.rows)} ${progress.rows === 1 ? "row" : "rows"}.`}
      </p>
      {progress.state === "failed" && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {progress.message}
        </p>
      )}
    </div>
  );
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
