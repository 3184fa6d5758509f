// The approvals area's server-only public face.
export { loadApprovalsPage } from "./loaders/approvals-page";
export { loadRequestPage } from "./loaders/request-page";
