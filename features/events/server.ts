// The events area's server-only public face.
export { loadEventsPage } from "./loaders/events-page";
