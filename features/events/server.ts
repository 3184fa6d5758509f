// The events area's server-only public face.

// What other areas show of the webhook inbox: a customer's verification and payment events,
// a payment's timeline, an event's summary in words.
export {
  accountPaymentEvents,
  latestVerificationStatuses,
  REVIEW_EVENTS_LIMIT,
  verificationEvents,
} from "./lib/customer-events";
export { describeEvent, type EventSummary, eventTitle, summarizeEvent } from "./lib/event-summary";
export { latestVerification, paymentTimelines } from "./lib/history";
export type { WebhookEventRow } from "./lib/list-events";
export { markSandboxStateReplaced } from "./lib/stale";
export { loadEventPage } from "./loaders/event-page";
export { loadEventsPage } from "./loaders/events-page";
