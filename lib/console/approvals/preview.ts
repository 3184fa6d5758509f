import "server-only";
import type { z } from "zod";
import { enumLabel, fieldLabel } from "@/lib/cams";
import type { Db } from "@/lib/db";
import type { ActionDefinition } from "../actions/define-action";
import type { Party } from "../directory";
import type { FourEyes } from "./gate";

/**
 * What a request will do, read now: the fields that will be sent, what they change (a balance
 * before and after, a card's status), the customer or card concerned, and whether it would fail
 * now (a debit above the balance read now, a card no longer replaceable). Shown to the checker
 * before deciding, and read again when they approve.
 */
export type ApprovalPreview = {
  facts: [label: string, value: string][];
  effects: [label: string, value: string][];
  /**
   * Where to read more. A link to a customer, corporate, account or card names its `party`
   * (an account with its owner) and gives only the noun as `label` ("Account"): the request's
   * page names it (its IBAN, the customer's name) from the directory, else the provider.
   */
  links: { label: string; href: string; party?: Party & { owner?: Party } }[];
  /** Why the action would be refused if run now; null when nothing stands in its way. */
  problem: string | null;
};

/** An action an approval can run: its definition and how its request is previewed. */
export type ApprovableAction = {
  /** The action the approval runs, with the four-eyes policy that kept it waiting. */
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of every input type
  definition: ActionDefinition<z.ZodType<any>, unknown> & { fourEyes: FourEyes<any> };
  /** What the stored payload will do if run now (ApprovalPreview), for the checker. */
  preview: (payload: never, ctx: { db: Db }) => Promise<ApprovalPreview>;
  /**
   * The console users the request changes (a role change names its user), read from its stored
   * payload: none of them may decide it, so nobody grants themselves a right.
   */
  subjects?: (payload: never) => string[];
};

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The payload's fields as label and value, nested ones flattened (creditor, its address), in the
 * payload's order; `hidden` are the console's own (the idempotency key, the owner) and ids the
 * links already name.
 */
/** Fields whose values are the interface's codes (`CashLoad`): shown in words ("Cash load"). */
const CODED = new Set(["transaction_code", "reason", "bank_country", "country"]);

export function sentFields(payload: unknown, hidden: readonly string[] = []): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value === undefined || value === null || value === "") return;
    if (typeof value === "object" && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (path.length === 0 && hidden.includes(key)) continue;
        walk(inner, [...path, key]);
      }
      return;
    }
    const label = path.map((segment) => sentence(fieldLabel(segment))).join(" › ");
    const text = Array.isArray(value) ? value.join(", ") : String(value);
    const coded = CODED.has(path.at(-1) ?? "") && !/^[A-Z]{2}$/.test(text);
    out.push([label, coded ? sentence(enumLabel(text)) : text]);
  };
  walk(payload, []);
  return out;
}
