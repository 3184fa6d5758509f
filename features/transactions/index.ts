// The transactions area's public face for other areas.
export { signedAmount } from "./lib/transaction-fields";
