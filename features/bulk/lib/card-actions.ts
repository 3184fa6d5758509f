import "server-only";
import { z } from "zod";
import { cardStatusReason } from "@/features/cards";
import { cardStatusLabel, resourceId } from "@/lib/cams";
import { isCamsError } from "@/lib/cams/client/errors";
import { settleBounded } from "@/lib/console/settle-bounded";
import { bulkKindLabels } from "./kind-labels";
import type { BulkKindDefinition } from "./kinds";

const row = z.strictObject({
  card_id: resourceId,
  action: z.enum(["block", "unblock"], { error: "Write block or unblock" }),
  reason: cardStatusReason,
});
type CardActionRow = z.output<typeof row>;

/** What each action needs the card to be at, and leaves it at. */
const statuses = {
  block: { from: "00", to: "05", needs: "only an active card (00) can be blocked" },
  unblock: { from: "05", to: "00", needs: "only a blocked card (05) can be unblocked" },
} as const;

/** Cards read at once while checking a file: the provider's quota is shared with everyone. */
const READS_AT_ONCE = 8;

/**
 * Block or unblock cards: one row per card, with the reason the audit keeps (the provider's
 * calls take no body). The dry run reads each card: it must exist and be at the status its
 * action starts from.
 */
export const cardActions: BulkKindDefinition<CardActionRow> = {
  kind: "card_actions",
  label: bulkKindLabels.card_actions,
  permission: "cards.manage",
  columns: { required: ["card_id", "action", "reason"], optional: [] },
  template: [
    "card_id,action,reason",
    "0b9f3c2e-5a1d-4c8e-9f6a-2d7b1e4c8a90,block,Suspected fraud",
    "# card_id: the card's id, as its page shows it",
    "# action: block (an active card, 00) or unblock (a blocked card, 05)",
    "# reason: why, in at most 200 characters; the audit log keeps it",
  ],
  schema: row,
  /** The same card twice would block it, then fail to block it again. */
  duplicateOf: (input) => input.card_id,
  duplicateColumn: "card_id",
  async check(rows, client) {
    const ids = [...new Set(rows.map((r) => r.card_id))];
    const read = await settleBounded(ids, READS_AT_ONCE, (card_id) =>
      client.call("getCard", { params: { card_id } }),
    );
    const cards = new Map(ids.map((id, i) => [id, read[i]!]));
    return rows.map((input): Record<string, string> | null => {
      const found = cards.get(input.card_id)!;
      if (found.status === "rejected")
        return isCamsError(found.reason) && found.reason.httpStatus === 404
          ? { card_id: "No card has this id." }
          : { card_id: "This card could not be read just now: check the file again shortly." };
      const need = statuses[input.action];
      return found.value.status === need.from
        ? null
        : { action: `This card is ${cardStatusLabel(found.value.status)}: ${need.needs}.` };
    });
  },
  auditAction: (input) => `card.${input.action}`,
  async run(input, client) {
    const operation = input.action === "block" ? "blockCard" : "unblockCard";
    const after = await client.call(operation, { params: { card_id: input.card_id } });
    return {
      result: { card_id: input.card_id, status: after.status },
      links: [{ label: "Card", href: `/cards/${input.card_id}` }],
    };
  },
  /** A row whose answer never came: the card's status now says whether it happened. */
  async resolve(input, client) {
    const card = await client.call("getCard", { params: { card_id: input.card_id } });
    return card.status === statuses[input.action].to;
  },
};
