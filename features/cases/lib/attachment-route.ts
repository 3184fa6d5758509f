import "server-only";
import { readAttachment } from "./attachments";
import { caseDownload } from "./download";

/** GET /cases/:caseId/attachments/:attachmentId: one piece of evidence, as it was attached. */
export function attachmentRoute(caseId: string, attachmentId: string): Promise<Response> {
  return caseDownload(caseId, [attachmentId], async ({ db }) => {
    const file = await readAttachment(db, caseId, attachmentId);
    if (!file) return null;
    return {
      bytes: file.content,
      fileName: file.fileName,
      contentType: file.mediaType === "text/plain" ? "text/plain; charset=utf-8" : file.mediaType,
      audit: {
        action: "cases.download_attachment",
        after: { attachment_id: file.id, file_name: file.fileName, sha256: file.sha256 },
      },
    };
  });
}
