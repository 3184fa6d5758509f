import { createLoader, createParser, createSerializer, parseAsStringLiteral } from "nuqs/server";
import { z } from "@/lib/cams/zod";
import { type StepId, stepIds } from "./steps";

const draftId = z.uuid();

/**
 * The wizard's place in its URL: which draft (`draft`, its id) and which step (`step=kyc`).
 * Read on the server to load the draft, and moved in the browser with useQueryStates: each
 * step is a history entry, so Back and Forward walk the steps. A hand-edited value that is not
 * a draft id or a step reads as none.
 */
export const onboardingParams = {
  draft: createParser({
    parse: (raw) => (draftId.safeParse(raw).success ? raw : null),
    serialize: String,
  }),
  step: parseAsStringLiteral(stepIds),
};

export const loadOnboardingParams = createLoader(onboardingParams);

const serialize = createSerializer(onboardingParams);

/** The wizard's address on a draft and step. */
export const onboardingUrl = (draft: string, step: StepId) =>
  serialize("/customers/new", { draft, step });
