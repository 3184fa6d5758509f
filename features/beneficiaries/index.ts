// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { BeneficiariesSection } from "./components/beneficiaries-section";
export { NewBeneficiaryPage } from "./components/new-beneficiary-page";
