// The approvals area's server-only public face.
export { loadApprovalsPage } from "./loaders/approvals-page";
export { loadPoliciesPage } from "./loaders/policies-page";
export { loadRequestPage } from "./loaders/request-page";
