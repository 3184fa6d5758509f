// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.

export { DecisionSection } from "./components/decision-section";
export { QueuePage } from "./components/queue-page";
export { ReviewPage } from "./components/review-page";
