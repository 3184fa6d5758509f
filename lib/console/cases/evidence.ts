import { createHash } from "node:crypto";
import type { Db } from "@/lib/db";
import { complianceCaseAttachments, complianceCaseEvents } from "@/lib/db/schema";
import type { CaseAttachmentType } from "@/lib/db/schema/case-values";

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** How a timeline line and a refusal name each type of evidence. */
export const attachmentTypeLabels: Record<CaseAttachmentType, string> = {
  "application/pdf": "a PDF",
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "text/plain": "plain text",
};

/**
 * Stores a file and its timeline line together, in the caller's transaction (the attach
 * action's, or the demo's). The database checks the hash against the bytes, so what is stored
 * is what was hashed. The type must already be read from the content.
 */
export async function insertAttachment(
  db: Db,
  file: {
    caseId: string;
    fileName: string;
    mediaType: CaseAttachmentType;
    bytes: Uint8Array;
    uploadedBy: string;
  },
) {
  const sha256 = sha256Hex(file.bytes);
  const [row] = await db
    .insert(complianceCaseAttachments)
    .values({
      caseId: file.caseId,
      fileName: file.fileName,
      mediaType: file.mediaType,
      size: file.bytes.byteLength,
      sha256,
      content: file.bytes,
      uploadedBy: file.uploadedBy,
    })
    .returning({ id: complianceCaseAttachments.id });
  await db.insert(complianceCaseEvents).values({
    caseId: file.caseId,
    actorId: file.uploadedBy,
    type: "attachment",
    attachmentId: row!.id,
    body: `${file.fileName}, ${attachmentTypeLabels[file.mediaType]} of ${file.bytes.byteLength} bytes, SHA-256 ${sha256}`,
  });
  return { id: row!.id, sha256 };
}
