import "server-only";
import { strToU8, type Zippable, zipSync } from "fflate";
import { sha256Hex } from "@/lib/console/cases/evidence";
import type { EvidenceRecords } from "./evidence-records";
import { evidenceSummary } from "./evidence-summary";

/** A name safe inside a ZIP: no folders, no dot-dot, nothing a file system might refuse. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, "_").replace(/^\.+/, "_");

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The pack: raw JSON, the attachments, a manifest of SHA-256 hashes in `sha256sum` format (so
 * `sha256sum -c manifest.sha256` checks it), and a readable summary that prints the manifest's
 * own hash. The summary is outside the manifest, since it carries the manifest's hash; the
 * audit entry of the download keeps that hash too, so a pack can be matched to its download.
 */
export function buildEvidencePack(
  records: EvidenceRecords,
  generatedAt: Date,
  generatedBy: string,
) {
  const files: [string, Uint8Array][] = [
    ["case.json", json({ ...records.case, customer_name: records.customerName })],
    ["timeline.json", json(records.timeline)],
    ["notes.json", json(records.notes)],
    ["decisions.json", json(records.decisions)],
    ["approvals.json", json(records.approvals)],
    ["webhooks.json", json(records.webhooks)],
    ["audit.json", json(records.auditEntries)],
    ...records.attachments.map((file, i): [string, Uint8Array] => [
      `attachments/${String(i + 1).padStart(2, "0")}-${safeName(file.fileName)}`,
      file.content,
    ]),
  ];
  const manifest = strToU8(files.map(([path, bytes]) => `${sha256Hex(bytes)}  ${path}\n`).join(""));
  const manifestSha256 = sha256Hex(manifest);
  const summary = strToU8(
    evidenceSummary(records, { manifestSha256, generatedAt, generatedBy, files }),
  );
  const mtime = generatedAt;
  const zippable: Zippable = {
    "summary.html": [summary, { mtime }],
    "manifest.sha256": [manifest, { mtime }],
  };
  // PDFs and images are compressed already: stored as they are.
  for (const [path, bytes] of files)
    zippable[path] = [bytes, { mtime, level: path.startsWith("attachments/") ? 0 : 6 }];
  return { zip: zipSync(zippable), manifestSha256, fileCount: files.length };
}
