// The compliance area's server-only public face.

export { approvableAmlDecision } from "./lib/apply-decision-definition";
export {
  type QueueCustomer,
  type QueueStatus,
  queueStatuses,
  type SearchCustomers,
} from "./lib/queue";
export { listComplianceDecisions, listComplianceNotes } from "./lib/records";
export { loadDecisionPanel } from "./loaders/decision-panel";
export { loadQueuePage } from "./loaders/queue-page";
export { loadReviewPage } from "./loaders/review-page";
