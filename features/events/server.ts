// The events area's server-only public face.
export { loadEventPage } from "./loaders/event-page";
export { loadEventsPage } from "./loaders/events-page";
