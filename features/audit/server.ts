// The audit area's server-only public face.
export { loadAuditPage } from "./loaders/audit-page";
