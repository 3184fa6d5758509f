// The beneficiaries area's server-only public face: the beneficiaries the console recorded, which
// the customer's page lists. The form page's loader (loaders/new-beneficiary-page.ts) is not
// here: it reads the customer through the customers area, whose page imports this face, so its
// route imports it from its file (app/ may), which keeps the two areas out of a cycle.
export { listBeneficiaries } from "./lib/store";
