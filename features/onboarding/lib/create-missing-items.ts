import "server-only";
import { z } from "zod";
import { resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import type { Permission } from "@/lib/console/auth/permissions";

/**
 * POST /customers/{id}/accounts and …/cards: the onboarding's items the provider did not create
 * the first time, sent again. The two differ only in the call and the ids their answer holds.
 */
export function createMissingItems<Item, Answer>(def: {
  name: string;
  permission: Permission;
  items: z.ZodType<Item[]>;
  create: (customer_id: string, items: Item[]) => Promise<Answer>;
  createdIds: (answer: Answer) => string[];
}) {
  return defineAction({
    name: def.name,
    permission: def.permission,
    kind: "provider",
    schema: z.strictObject({ customer_id: resourceId, items: def.items }),
    async run({ customer_id, items }) {
      const answer = await def.create(customer_id, items);
      return {
        data: answer,
        target: { type: "customer", id: customer_id },
        after: { requested: items.length, created: def.createdIds(answer) },
      };
    },
  });
}
