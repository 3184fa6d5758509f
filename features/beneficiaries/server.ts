// The beneficiaries area's server-only public face.
export { loadNewBeneficiaryPage } from "./loaders/new-beneficiary-page";
