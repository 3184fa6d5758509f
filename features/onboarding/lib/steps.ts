import type { OnboardingDraft } from "./draft";

type DraftField = keyof OnboardingDraft;

/** The wizard's steps in order, each with the request fields it holds. */
export const onboardingSteps = [
  {
    id: "identity",
    title: "Identity",
    fields: ["kyc_level", "first_name", "last_name", "nationality", "date_of_birth", "email"],
  },
  { id: "kyc", title: "KYC data", fields: ["identifications", "birth_country", "risk_profile"] },
  {
    id: "contact",
    title: "Addresses and phones",
    fields: ["addresses", "mobile_number", "landline_number"],
  },
  { id: "products", title: "Accounts and cards", fields: ["accounts", "cards"] },
  { id: "review", title: "Review", fields: [] },
] as const satisfies readonly { id: string; title: string; fields: readonly DraftField[] }[];

export const REVIEW_STEP = onboardingSteps.length - 1;

/** The steps' names in the URL (`?step=kyc`), in order. */
export const stepIds = onboardingSteps.map((step) => step.id) as [
  (typeof onboardingSteps)[number]["id"],
  ...(typeof onboardingSteps)[number]["id"][],
];
export type StepId = (typeof stepIds)[number];

/** A step's place from its URL name; an unknown name is the first step. */
export const stepIndex = (id: string | null | undefined): number =>
  Math.max(0, stepIds.indexOf(id as StepId));

/**
 * The step holding a field, from its path (`addresses.0.postal_code`, or the provider's
 * `addresses[0].postal_code`). What belongs to no step (the form as a whole, a field the
 * wizard does not show) is shown on the review step, next to the button that sent it.
 */
export function stepOfField(path: string): number {
  const field = path.split(/[.[]/, 1)[0];
  const step = onboardingSteps.findIndex((s) => (s.fields as readonly string[]).includes(field!));
  return step === -1 ? REVIEW_STEP : step;
}

/** Where to take the user among several refused fields: the earliest step, then the first named. */
export function firstRefusedField(paths: readonly string[]): { path: string; step: number } | null {
  let first: { path: string; step: number } | null = null;
  for (const path of paths) {
    const step = stepOfField(path);
    if (!first || step < first.step) first = { path, step };
  }
  return first;
}

const errorMeta = new Set(["ref", "type", "types", "message"]);

/**
 * The paths of react-hook-form's nested errors, in the order it holds them. An array's own
 * error (react-hook-form's `root` of a field array) is reported on the array's path.
 */
export function errorPaths(errors: unknown, prefix = ""): string[] {
  if (!errors || typeof errors !== "object") return [];
  const node = errors as Record<string, unknown>;
  const paths = prefix && typeof node.message === "string" ? [prefix] : [];
  for (const [key, inner] of Object.entries(node)) {
    if (errorMeta.has(key)) continue;
    const path = key === "root" ? prefix : prefix ? `${prefix}.${key}` : key;
    paths.push(...errorPaths(inner, path).filter((p) => p !== "" && !paths.includes(p)));
  }
  return paths;
}
