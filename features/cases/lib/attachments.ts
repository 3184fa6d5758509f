import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { complianceCaseAttachments, users } from "@/lib/db/schema";

const described = {
  id: complianceCaseAttachments.id,
  fileName: complianceCaseAttachments.fileName,
  mediaType: complianceCaseAttachments.mediaType,
  size: complianceCaseAttachments.size,
  sha256: complianceCaseAttachments.sha256,
  at: complianceCaseAttachments.at,
  uploaderName: users.name,
};

/** A case's evidence as a page lists it, newest first: everything but the bytes. */
export function listAttachments(db: Db, caseId: string) {
  return db
    .select(described)
    .from(complianceCaseAttachments)
    .innerJoin(users, eq(users.id, complianceCaseAttachments.uploadedBy))
    .where(eq(complianceCaseAttachments.caseId, caseId))
    .orderBy(desc(complianceCaseAttachments.at), desc(complianceCaseAttachments.id));
}

export type AttachmentSummary = Awaited<ReturnType<typeof listAttachments>>[number];

/** One file with its bytes, only if it belongs to the case named in the address. */
export async function readAttachment(db: Db, caseId: string, attachmentId: string) {
  const [row] = await db
    .select({ ...described, content: complianceCaseAttachments.content })
    .from(complianceCaseAttachments)
    .innerJoin(users, eq(users.id, complianceCaseAttachments.uploadedBy))
    .where(
      and(
        eq(complianceCaseAttachments.caseId, caseId),
        eq(complianceCaseAttachments.id, attachmentId),
      ),
    );
  return row ?? null;
}

/** Every file of a case with its bytes, oldest first: what an evidence pack carries. */
export function attachmentsWithContent(db: Db, caseId: string) {
  return db
    .select({ ...described, content: complianceCaseAttachments.content })
    .from(complianceCaseAttachments)
    .innerJoin(users, eq(users.id, complianceCaseAttachments.uploadedBy))
    .where(eq(complianceCaseAttachments.caseId, caseId))
    .orderBy(complianceCaseAttachments.at, complianceCaseAttachments.id);
}
