import { hasBrand } from "@/lib/cams/client";

/** As CamsError's brand: a refusal is recognised whichever bundle's copy of the class made it. */
const actionRefusalBrand = Symbol.for("cams.ActionRefusal");

export function isActionRefusal(error: unknown): error is ActionRefusal {
  return hasBrand(error, actionRefusalBrand);
}

/** A refusal the console itself makes, with the fields it concerns. */
export class ActionRefusal extends Error {
  readonly [actionRefusalBrand] = true;
  constructor(
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}
