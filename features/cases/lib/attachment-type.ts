import { attachmentTypeLabels } from "@/lib/console/cases/evidence";
import type { CaseAttachmentType } from "@/lib/db/schema/case-values";

/** The types a file's name may claim; a claim its content contradicts is refused. */
const claimedByExtension: Record<string, CaseAttachmentType> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  txt: "text/plain",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

// Markup a browser would render, at the start of the text or anywhere as a script or frame.
const MARKUP_START = /^\s*<(!doctype|html|head|body|svg|\?xml|!--)/i;
const MARKUP_ANYWHERE = /<(script|iframe|object|embed)\b/i;
// Text is UTF-8 without control characters other than tab, line feed, form feed and return.
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const hasControlByte = (bytes: Uint8Array) =>
  bytes.some((byte) => (byte < 0x20 && !ALLOWED_CONTROLS.has(byte)) || byte === 0x7f);

/** What the bytes are, from their content alone: a type evidence may have, markup, or unknown. */
function sniffAttachment(bytes: Uint8Array): CaseAttachmentType | "markup" | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  if (hasControlByte(bytes)) return null;
  return MARKUP_START.test(text) || MARKUP_ANYWHERE.test(text) ? "markup" : "text/plain";
}

export type AttachmentCheck =
  | { ok: true; mediaType: CaseAttachmentType; fileName: string }
  | { ok: false; message: string };

/** The extension each type is saved with when its name has none of its own. */
const extensionOf: Record<CaseAttachmentType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "text/plain": "txt",
};

/**
 * Whether a file may be evidence: its content decides its type, and a name that claims another
 * type is refused, so an HTML page called "statement.pdf" never reaches an officer's browser.
 * A name whose extension is none of the evidence types ("report.html", "export.csv") is kept
 * with the type's own added ("report.html.txt"), so a file saved from a download or the pack
 * opens as what it is, never as a page.
 */
export function checkAttachment(fileName: string, bytes: Uint8Array): AttachmentCheck {
  const found = sniffAttachment(bytes);
  if (found === "markup")
    return {
      ok: false,
      message:
        "This file is a web page (HTML or similar), which a case cannot hold. Save it as a PDF and attach that.",
    };
  if (found === null)
    return {
      ok: false,
      message:
        "This file is not a PDF, a PNG or JPEG image, or plain text. Save the evidence as one of those and attach it again.",
    };
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const claimed = extension ? claimedByExtension[extension] : undefined;
  if (claimed && claimed !== found)
    return {
      ok: false,
      message: `This file's name ends ".${extension}", but its content is ${attachmentTypeLabels[found]}. Attach the real file, or rename this one.`,
    };
  const name = fileName.trim();
  return {
    ok: true,
    mediaType: found,
    fileName: claimed ? name : `${name}.${extensionOf[found]}`,
  };
}
