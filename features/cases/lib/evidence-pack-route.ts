import "server-only";
import { can } from "@/lib/console/auth/permissions";
import { caseDownload } from "./download";
import { buildEvidencePack } from "./evidence-pack";
import { evidenceRecords } from "./evidence-records";

/**
 * GET /api/cases/:caseId/evidence-pack: the whole story of a case as one ZIP, built from the
 * database at the moment of download; the audit entry keeps the manifest's hash.
 */
export function evidencePackRoute(caseId: string): Promise<Response> {
  return caseDownload(caseId, [], async ({ db, user }) => {
    const records = await evidenceRecords(db, caseId, can(user.role, "audit.view"));
    if (!records) return null;
    const generatedAt = new Date();
    const pack = buildEvidencePack(records, generatedAt, user.email);
    const day = generatedAt.toISOString().slice(0, 10);
    return {
      bytes: pack.zip,
      fileName: `evidence-pack-${caseId}-${day}.zip`,
      contentType: "application/zip",
      audit: {
        action: "cases.download_evidence_pack",
        after: { manifest_sha256: pack.manifestSha256, files: pack.fileCount },
      },
    };
  });
}
