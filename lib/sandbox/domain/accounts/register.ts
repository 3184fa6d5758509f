import { registerCustomerItems } from "../customer-items";
import { createCustomerAccount, customerAccountViews } from "./customer";

/**
 * Plugs accounts into the customer machinery: the bulk item creator (POST /customers and
 * POST /customers/{id}/accounts) and the reader behind a customer's `accounts`.
 * Called once by createSandboxApp; returns an undo for tests.
 */
export function registerAccounts(): () => void {
  return registerCustomerItems("accounts", createCustomerAccount, customerAccountViews);
}
