/**
 * What the replace confirmation says will happen. Run now, the card is closed at once; held for
 * a second person's approval, nothing happens until then, so the dialog must not say the card
 * is closed now.
 */
export function replacementEffect({
  reason,
  address,
  held,
}: {
  reason: string;
  address: string;
  held: boolean;
}): string {
  const effect = held
    ? "Once approved, this card will be closed for good as 62 Replaced, and a new card ordered (01 Ordered)"
    : "This card is closed for good as 62 Replaced, and a new card is ordered (01 Ordered)";
  return `Reason: ${reason}. ${effect} and sent to ${address}.`;
}
