// The compliance area's server-only public face.
export { loadReviewPage } from "./loaders/review-page";
