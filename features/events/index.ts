// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { EventPage } from "./components/event-page";
export { EventsPage } from "./components/events-page";
export { RejectReasons } from "./components/reject-reasons";
