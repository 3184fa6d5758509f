"use server";

import { and, eq, ne } from "drizzle-orm";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { assignInTurn } from "@/lib/console/cases/assign";
import { readCaseSettings } from "@/lib/console/cases/settings";
import { complianceCases } from "@/lib/db/schema";
import { reassignOfficerCasesInput } from "../lib/case-input";
import { officersWithLoad } from "../lib/officers";

/**
 * Moves every open case of an officer who is away (or disabled) to the available officers, in
 * turn and within their limits, in one transaction. Cases nobody can take stay, and the answer
 * says how many. An available officer's cases are theirs to hand over, one by one.
 */
export const reassignOfficerCases = defineAction({
  name: "cases.reassign_officer",
  permission: "cases.work",
  kind: "console",
  schema: reassignOfficerCasesInput,
  target: (input) => ({ type: "user", id: input.officer_id }),
  async run({ officer_id, reassign_reason }, { db, user }) {
    const officer = (await officersWithLoad(db)).find((o) => o.id === officer_id);
    if (!officer)
      throw new ActionRefusal("not_an_officer", "This person owns no compliance cases.", {
        officer_id: "Choose a compliance officer.",
      });
    if (!officer.away && !officer.disabled)
      throw new ActionRefusal(
        "officer_available",
        `${officer.name} is available: only an away or disabled officer's cases are moved all at once.`,
      );
    const owned = await db
      .select({ id: complianceCases.id })
      .from(complianceCases)
      .where(and(eq(complianceCases.ownerId, officer_id), ne(complianceCases.status, "closed")))
      .orderBy(complianceCases.dueAt);
    const { openCaseLimit } = await readCaseSettings(db);
    const given = await assignInTurn(
      db,
      owned.map((c) => ({ id: c.id, from: officer_id })),
      {
        actorId: user.id,
        body: `Moved from ${officer.name}, who is ${officer.disabled ? "disabled" : "away"}: ${reassign_reason}`,
        openCaseLimit,
        exclude: officer_id,
      },
    );
    const moved = [...given.values()].filter((owner) => owner !== null).length;
    return {
      data: { moved, left: owned.length - moved },
      target: { type: "user", id: officer_id },
      after: { moved, left: owned.length - moved, reason: reassign_reason },
    };
  },
});
