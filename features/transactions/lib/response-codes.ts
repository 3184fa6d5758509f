// ISO 8583 response codes, what a card network answers an authorization with: the spec's
// response_code is one ("00 is approved"). Their standard meanings, in words a support agent
// can say to a cardholder.

const meanings: Record<string, string> = {
  "00": "approved",
  "05": "do not honour: the card is blocked",
  "13": "invalid amount",
  "14": "invalid card number",
  "41": "the card is reported lost",
  "43": "the card is reported stolen",
  "51": "insufficient funds",
  "54": "the card has expired",
  "57": "not permitted for this card (spend control)",
  "61": "over the amount limit",
  "62": "restricted card: it cannot pay in its status",
  "65": "over the number of payments allowed",
  "91": "the issuer could not be reached",
};

/** "insufficient funds" for 51; null for a code this console does not know. */
export function responseCodeMeaning(code: string): string | null {
  return meanings[code] ?? null;
}
