// The customers area's server-only public face for other areas.
export { customerOrNotFound } from "./loaders/customer-or-not-found";
