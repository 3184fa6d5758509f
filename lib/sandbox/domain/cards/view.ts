import { cardStatusNames } from "@/lib/cams";
import type { Card } from "../../tables/cards";

/**
 * A card as the interface shows it (sandbox contract, Shapes). The links to the card it
 * replaced and to its replacement are null until there is one.
 */
export function cardView(card: Card) {
  return {
    card_id: card.id,
    customer_id: card.customerId,
    cardholder_id: card.cardholderId,
    status: card.status,
    status_name: cardStatusNames[card.status],
    card_type: card.cardType,
    bin: card.bin,
    last_four: card.lastFour,
    expiry_date: card.expiryDate,
    emboss_name: card.embossName,
    emboss_fourth_line: card.embossFourthLine,
    carrier_delivery_address: card.carrierDeliveryAddress,
    bulk_delivery_address: card.bulkDeliveryAddress,
    user_defined_1: card.userDefined1,
    user_defined_2: card.userDefined2,
    user_defined_3: card.userDefined3,
    user_defined_4: card.userDefined4,
    replaced_card_id: card.replacedCardId,
    replacement_card_id: card.replacementCardId,
  };
}
