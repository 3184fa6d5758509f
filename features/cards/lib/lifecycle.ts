import { type CardStatusCode, cardStatusNames } from "@/lib/cams/enums";

// The card rules from the README ("Cards and spend controls"), written once so the screen, its
// buttons and the simulate action agree on what each status allows.

/** The path a physical card walks, in order; virtual cards start at the end. */
export const lifecyclePath = ["01", "02", "03", "04", "00"] as const satisfies CardStatusCode[];

/** Statuses off the path: the card stays in one until blocked, unblocked or replaced. */
export const terminalStatuses = ["05", "41", "43", "54", "62", "83"] as const;

export const activatableFrom: readonly string[] = ["03", "04"];
export const replaceableFrom: readonly string[] = ["00", "05", "41", "43", "54"];

export const activationBlockedReason =
  "Activation is possible once the card reaches 03 Printing (error 4220008)";

/** "03 Printing"; an unknown code is shown as it came. */
export function statusLabel(code: string): string {
  const name = (cardStatusNames as Record<string, string>)[code];
  return name ? `${code} ${name}` : code;
}

/** The step the sandbox's simulate call moves a card to next, or null once it is past 04. */
export function nextSimulatedStatus(code: string): CardStatusCode | null {
  const steps: CardStatusCode[] = ["01", "02", "03", "04"];
  const at = steps.indexOf(code as CardStatusCode);
  return at >= 0 ? (steps[at + 1] ?? null) : null;
}
