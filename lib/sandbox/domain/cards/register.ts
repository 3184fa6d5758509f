import { registerCustomerItems } from "../customer-items";
import { createCustomerCard, customerCardViews } from "./customer";

/**
 * Plugs cards into the customer machinery: the bulk item creator (POST /customers and
 * POST /customers/{id}/cards) and the reader behind a customer's `cards`.
 * Called once by createSandboxApp; returns an undo for tests.
 */
export function registerCards(): () => void {
  return registerCustomerItems("cards", createCustomerCard, customerCardViews);
}
