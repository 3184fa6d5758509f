// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { Addresses, addressLines, TypedValues } from "./components/contact-details";
export { CustomerPage } from "./components/customer-page";
export { CustomerProfile, RiskProfile } from "./components/customer-profile";
export { CustomerStatusBadge } from "./components/customer-status-badge";
export { TimelineSection } from "./components/customer-timeline";
export { CustomersPage } from "./components/customers-page";
export {
  AddressesEditor,
  IdentificationsEditor,
  PhonesEditor,
  ProfileEditor,
} from "./components/editors";
