// The customers area's server-only public face.

export { loadCustomersParams, readCustomersList } from "./lib/search-params";
export { customerTimeline, type TimelineEntry } from "./lib/timeline";
export { customerToEdit } from "./loaders/customer-editing";
export { customerOrNotFound } from "./loaders/customer-or-not-found";
export { loadCustomerPage } from "./loaders/customer-page";
export { loadCustomersPage } from "./loaders/customers-page";
