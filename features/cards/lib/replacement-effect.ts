/**
 * What the replace confirmation says will happen. Run now, the card is closed at once; waiting
 * for a second person's approval, nothing happens until then, so the dialog must not say the card
 * is closed now.
 */
export function replacementEffect({
  reason,
  address,
  waitsForApproval,
}: {
  reason: string;
  address: string;
  waitsForApproval: boolean;
}): string {
  const effect = waitsForApproval
    ? "Once approved, this card will be closed for good as 62 Replaced, and a new card ordered (01 Ordered)"
    : "This card is closed for good as 62 Replaced, and a new card is ordered (01 Ordered)";
  return `Reason: ${reason}. ${effect} and sent to ${address}.`;
}
