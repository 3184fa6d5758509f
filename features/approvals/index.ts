// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.

export { ApprovalsPage } from "./components/approvals-page";
export { DecisionNotices } from "./components/decision-notices";
export { PoliciesPage } from "./components/policies-page";
export { RequestPage } from "./components/request-page";
