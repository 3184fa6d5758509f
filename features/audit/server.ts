// The audit area's server-only public face.

export { type AuditExportRow, readAuditExport } from "./lib/audit-export";
export { type AuditTarget, auditTargets } from "./lib/audit-targets";
export { auditActionLabel, auditSummary, auditTargetLabel, outcomeWords } from "./lib/audit-words";
export { loadAuditPage } from "./loaders/audit-page";
