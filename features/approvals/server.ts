// The approvals area's server-only public face.

export { runDueApprovals } from "./lib/execute";
export { countAwaiting } from "./lib/requests";
export { loadApprovalsPage } from "./loaders/approvals-page";
export { loadDecisionNotices } from "./loaders/decision-notices";
export { loadPoliciesPage } from "./loaders/policies-page";
export { loadRequestPage } from "./loaders/request-page";
