"use server";

import { z } from "zod";
import { checkMovement } from "@/features/accounts/lib/money-movements";
import { defineAction } from "@/lib/console/actions/define-action";

/**
 * Where a money movement whose outcome the provider did not report stands: done, refused (it
 * may be sent again), or still being checked. The form asks until it knows.
 */
export const checkMoneyMovement = defineAction({
  name: "account.check_movement",
  permission: "accounts.moveMoney",
  kind: "provider",
  schema: z.strictObject({ idempotency_key: z.uuid() }),
  async run({ idempotency_key }, { db }) {
    const check = await checkMovement(db, idempotency_key);
    return { data: check, target: { type: "money_movement", id: idempotency_key } };
  },
});
