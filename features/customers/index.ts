// The customers area's public face for other areas (client-safe). Server-only reads are in
// ./server.ts, so that a client component importing from here never pulls in server code.
export { addressLines } from "./components/contact-details";
export { CustomerStatusBadge } from "./components/customer-status-badge";
