// The cases area's server-only public face.

export { attachmentRoute } from "./lib/attachment-route";
export { escalateOverdue } from "./lib/escalate";
export { evidencePackRoute } from "./lib/evidence-pack-route";
export { inboxCounts as caseCounts } from "./lib/inbox";
export { type InboxExportRow, readInboxExport } from "./lib/inbox-export";
export { notifyCaseDeadlines } from "./lib/overdue-notices";
export { loadCasePage } from "./loaders/case-page";
export { loadCaseSettingsPage } from "./loaders/case-settings-page";
export { loadInboxPage } from "./loaders/inbox-page";
export { loadOpenCasePage } from "./loaders/open-case-page";
