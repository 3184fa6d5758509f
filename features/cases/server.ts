// The cases area's server-only public face.

export { escalateOverdue } from "./lib/escalate";
export { inboxCounts as caseCounts } from "./lib/inbox";
export { loadCasePage } from "./loaders/case-page";
export { loadInboxPage } from "./loaders/inbox-page";
export { loadOpenCasePage } from "./loaders/open-case-page";
