import "server-only";
import { cardStatusReason } from "@/features/cards/server";
import {
  cardOperationAllowed,
  cardReplacementReason,
  cardReplacementReasons,
  cardStatusLabel,
  deliveryAddress,
  resourceId,
} from "@/lib/cams";
import type { CamsClient } from "@/lib/cams/client";
import { isCamsError } from "@/lib/cams/client/errors";
import { z } from "@/lib/cams/zod";
import { settleBounded } from "@/lib/console/settle-bounded";
import { bulkKindLabels } from "./kind-labels";
import type { BulkCheck, BulkKindDefinition } from "./kinds";

/** A replacement's reason, in any capitals, as the interface spells it; undefined if none. */
const replacementReason = (text: string) =>
  cardReplacementReasons.find((reason) => reason.toLowerCase() === text.trim().toLowerCase());

const lastFour = z.string().regex(/^\d{4}$/, "Write the card's last four digits, like 4242");

/** A row names its card by id, or by its customer and last four digits: one way, not both. */
const row = z
  .strictObject({
    card_id: resourceId.optional(),
    customer_id: resourceId.optional(),
    last_four: lastFour.optional(),
    action: z.enum(["block", "unblock", "replace"], { error: "Write block, unblock or replace" }),
    reason: cardStatusReason,
  })
  .superRefine((input, ctx) => {
    if (input.action === "replace" && !replacementReason(input.reason))
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: `To replace a card, write why: ${cardReplacementReasons.join(", ")}`,
      });
    if (input.card_id) {
      if (input.customer_id || input.last_four)
        ctx.addIssue({
          code: "custom",
          path: ["card_id"],
          message: "Name the card by its id, or by customer and last four: not both.",
        });
      return;
    }
    if (!input.customer_id)
      ctx.addIssue({
        code: "custom",
        path: ["customer_id"],
        message: "Name the card: its id, or its customer and last four digits.",
      });
    if (!input.last_four)
      ctx.addIssue({
        code: "custom",
        path: ["last_four"],
        message: "Write the card's last four digits, like 4242",
      });
  });
type CardActionRow = z.output<typeof row>;

/**
 * A row as it runs: the card by its id, and for a replacement the address the old card was
 * sent to, where the new one goes.
 */
const input = row.safeExtend({ carrier_delivery_address: deliveryAddress.optional() });
type CardActionInput = z.output<typeof input>;

/**
 * Whether the card's status lets the action run, in words when not; and the status it leaves
 * the card at (a replaced card is 62).
 */
const statuses = {
  block: {
    to: "05",
    refusal: (s: string) => (s === "00" ? null : "only an active card (00) can be blocked"),
  },
  unblock: {
    to: "00",
    refusal: (s: string) => (s === "05" ? null : "only a blocked card (05) can be unblocked"),
  },
  replace: {
    to: "62",
    refusal: (s: string) =>
      cardOperationAllowed("replace", s) ? null : "it can no longer be replaced",
  },
} as const;

/** The address a card was sent to, as a replacement's delivery address; null if incomplete. */
function sentTo(address: unknown) {
  const given = Object.fromEntries(
    Object.entries(address ?? {}).filter(
      ([key, value]) =>
        value != null && ["line_1", "line_2", "city", "postal_code", "country"].includes(key),
    ),
  );
  const parsed = deliveryAddress.safeParse(given);
  return parsed.success ? parsed.data : null;
}

/** Cards and customers read at once while checking a file: the quota is shared with everyone. */
const READS_AT_ONCE = 8;

type Problems = Record<string, string>;

/**
 * The card each row named by customer and last four, by row: its id, or the problem. A replaced
 * or closed card is not a card anyone means; two live cards with the same last four are asked
 * to be named by id.
 */
async function cardsByLastFour(rows: CardActionRow[], client: CamsClient) {
  const customers = [
    ...new Set(rows.flatMap((r) => (r.card_id || !r.customer_id ? [] : [r.customer_id]))),
  ];
  const read = await settleBounded(customers, READS_AT_ONCE, (customer_id) =>
    client.call("getCustomer", { params: { customer_id } }),
  );
  const byCustomer = new Map(customers.map((id, i) => [id, read[i]!]));
  return rows.map((input): { cardId: string } | { problems: Problems } => {
    if (input.card_id) return { cardId: input.card_id };
    const found = byCustomer.get(input.customer_id!)!;
    if (found.status === "rejected")
      return {
        problems: {
          customer_id:
            isCamsError(found.reason) && found.reason.httpStatus === 404
              ? "No customer has this id."
              : "This customer could not be read just now: check the file again shortly.",
        },
      };
    const live = (found.value.cards ?? []).filter(
      (card) => card.last_four === input.last_four && !["62", "83"].includes(card.status),
    );
    if (live.length === 1) return { cardId: live[0]!.card_id };
    return {
      problems: {
        last_four:
          live.length === 0
            ? `This customer has no card ending in ${input.last_four}.`
            : `This customer has ${live.length} cards ending in ${input.last_four}: name the card by its id.`,
      },
    };
  });
}

/**
 * Block, unblock or replace cards: one row per card, with the reason the audit keeps (block and
 * unblock take no body; a replacement sends its reason, Lost, Stolen, Damaged or Expired). The
 * dry run finds each card (by id, or by customer and last four) and reads it: it must exist, be
 * named once in the file, and be at a status its action takes. The row then runs on the card's
 * id; a replacement goes to the address the old card was sent to.
 */
export const cardActions: BulkKindDefinition<CardActionRow, CardActionInput> = {
  kind: "card_actions",
  label: bulkKindLabels.card_actions,
  permission: "cards.manage",
  columns: { required: ["action", "reason"], optional: ["card_id", "customer_id", "last_four"] },
  template: [
    "card_id,customer_id,last_four,action,reason",
    "0b9f3c2e-5a1d-4c8e-9f6a-2d7b1e4c8a90,,,block,Suspected fraud",
    "# card_id: the card's id, as its page shows it; or leave it empty and fill the next two",
    "# customer_id: the card's customer, when the card is named by its last four digits",
    "# last_four: the last four digits of the card's number, with customer_id",
    "# action: block (an active card, 00), unblock (a blocked card, 05) or replace (sent to the old card's address)",
    `# reason: why, in at most 200 characters; the audit log keeps it. To replace: ${cardReplacementReasons.join(", ")}`,
  ],
  schema: row as z.ZodType<CardActionRow>,
  input: input as z.ZodType<CardActionInput>,
  /** The same card twice would block it, then fail to block it again. */
  duplicateOf: (input) => input.card_id ?? `${input.customer_id}:${input.last_four}`,
  duplicateColumn: "card_id",
  async check(rows, { client }) {
    const named = await cardsByLastFour(rows, client);
    const ids = [...new Set(named.flatMap((n) => ("cardId" in n ? [n.cardId] : [])))];
    const read = await settleBounded(ids, READS_AT_ONCE, (card_id) =>
      client.call("getCard", { params: { card_id } }),
    );
    const cards = new Map(ids.map((id, i) => [id, read[i]!]));
    const seen = new Set<string>();
    return rows.map((input, i): BulkCheck<CardActionInput> => {
      const name = named[i]!;
      if ("problems" in name) return { problems: name.problems };
      const found = cards.get(name.cardId)!;
      if (found.status === "rejected")
        return {
          problems: {
            card_id:
              isCamsError(found.reason) && found.reason.httpStatus === 404
                ? "No card has this id."
                : "This card could not be read just now: check the file again shortly.",
          },
        };
      // Named once by id and once by its last four: the same card twice.
      if (seen.has(name.cardId))
        return { problems: { card_id: "Another row of the file already names this card." } };
      seen.add(name.cardId);
      const status = String(found.value.status);
      const refusal = statuses[input.action].refusal(status);
      if (refusal)
        return { problems: { action: `This card is ${cardStatusLabel(status)}: ${refusal}.` } };
      // It runs on the card's id alone: the row's own schema takes one way of naming it.
      const reason =
        input.action === "replace"
          ? (replacementReason(input.reason) ?? input.reason)
          : input.reason;
      const runs = { card_id: name.cardId, action: input.action, reason };
      if (input.action !== "replace") return { problems: null, input: runs };
      const address = sentTo(found.value.carrier_delivery_address);
      if (!address)
        return {
          problems: {
            action:
              "This card has no delivery address to send its replacement to: replace it from its page.",
          },
        };
      return { problems: null, input: { ...runs, carrier_delivery_address: address } };
    });
  },
  auditAction: (input) => `card.${input.action}`,
  async run(input, { client }) {
    const card_id = input.card_id!;
    if (input.action === "replace") {
      const replacement = await client.call("replaceCard", {
        params: { card_id },
        body: {
          reason: cardReplacementReason.parse(input.reason),
          carrier_delivery_address: input.carrier_delivery_address!,
        },
      });
      return {
        result: { card_id, replacement_card_id: replacement.card_id },
        links: [
          { label: "New card", href: `/cards/${replacement.card_id}` },
          { label: "Old card", href: `/cards/${card_id}` },
        ],
      };
    }
    const operation = input.action === "block" ? "blockCard" : "unblockCard";
    const after = await client.call(operation, { params: { card_id } });
    return {
      result: { card_id, status: after.status },
      links: [{ label: "Card", href: `/cards/${card_id}` }],
    };
  },
  /** A row whose answer never came: the card's status now says whether it happened. */
  async resolve(input, { client }) {
    const card = await client.call("getCard", { params: { card_id: input.card_id! } });
    return card.status === statuses[input.action].to;
  },
};
