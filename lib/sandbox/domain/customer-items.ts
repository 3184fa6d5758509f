import { type BulkKind, type ItemCreator, registerItemCreator } from "./bulk";
import { type CustomerItemReader, registerCustomerItemReader } from "./customers/view";

/**
 * Plugs one kind of a customer's items (accounts, cards) into the customer machinery: its
 * creator for POST /customers and POST /customers/{id}/<kind>, and its reader behind the
 * customer response's list. Answers an undo, for tests.
 */
export function registerCustomerItems<K extends BulkKind>(
  kind: K,
  creator: ItemCreator<K>,
  reader: CustomerItemReader,
): () => void {
  const undo = [registerItemCreator(kind, creator), registerCustomerItemReader(kind, reader)];
  return () => {
    for (const unregister of undo) unregister();
  };
}
