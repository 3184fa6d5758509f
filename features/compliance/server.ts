// The compliance area's server-only public face.
export { loadQueuePage } from "./loaders/queue-page";
export { loadReviewPage } from "./loaders/review-page";
