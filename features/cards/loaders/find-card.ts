import "server-only";
import { redirect } from "next/navigation";
import { requirePagePermission } from "@/lib/console/auth/session";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Find a card by its id: a well-formed one goes to the card, anything else is said on the field. */
export async function findCard(cardId: string | undefined) {
  await requirePagePermission("cards.view");
  const id = cardId?.trim();
  if (id && uuid.test(id)) redirect(`/cards/${id.toLowerCase()}`);
  const error = id ? "A card id is a UUID, like 3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b" : undefined;
  return { cardId: id, error };
}
