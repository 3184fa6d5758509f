import "server-only";
import { notFound, redirect } from "next/navigation";
import { isCamsError } from "@/lib/cams/client";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";
import { readKnownGroups } from "../lib/groups";
import { rememberSpendControl } from "../lib/records";

/** The card a spend control page is about; the provider's 404 is the page's. */
async function cardOf(cardId: string) {
  return camsClient()
    .call("getCard", { params: { card_id: cardId } })
    .catch((error: unknown) => {
      if (isCamsError(error) && error.httpStatus === 404) notFound();
      throw error;
    });
}

/**
 * A card's spend controls: the groups that apply to it (a group applies to every card of its
 * bin), as far as the console's own record knows them, each read from the provider. `groupId`
 * is the "open a group by its id" form: a group the provider knows opens (and is then recorded);
 * another id is said on the field.
 */
export async function loadSpendControlsPage(cardId: string, groupId?: string) {
  const { user, db } = await requirePagePermission("spendControls.view");
  const client = camsClient();
  const wanted = groupId?.trim();
  const [card, found] = await Promise.all([
    cardOf(cardId),
    wanted
      ? client
          .call("getSpendControl", { params: { id: wanted } })
          .then(() => true)
          .catch((error: unknown) => {
            if (isCamsError(error) && error.httpStatus === 404) return false;
            throw error;
          })
      : null,
  ]);
  const cardPath = `/cards/${encodeURIComponent(card.card_id)}/spend-controls`;
  if (wanted && found) redirect(`${cardPath}/${encodeURIComponent(wanted)}`);
  const bin = String(card.bin);
  const groups = await readKnownGroups(db, client, bin);
  return {
    card: { card_id: card.card_id, last_four: card.last_four ?? null, bin },
    groups,
    manage: can(user.role, "spendControls.manage"),
    sandbox: onSandbox(),
    find: {
      groupId: wanted,
      error: wanted ? "The provider knows no spend control group with this id." : undefined,
    },
  };
}

/**
 * One group, from a card's page. Opening a group by its id is how the console learns of a group
 * made elsewhere: it is recorded as seen.
 */
export async function loadSpendControlPage(cardId: string, groupId: string) {
  const { user, db } = await requirePagePermission("spendControls.view");
  const [card, group] = await Promise.all([
    cardOf(cardId),
    camsClient()
      .call("getSpendControl", { params: { id: groupId } })
      .catch((error: unknown) => {
        if (isCamsError(error) && error.httpStatus === 404) notFound();
        throw error;
      }),
  ]);
  await rememberSpendControl(db, group, { cardId });
  return {
    card: { card_id: card.card_id, last_four: card.last_four ?? null, bin: String(card.bin) },
    group,
    manage: can(user.role, "spendControls.manage"),
  };
}

export type SpendControlsPageView = Awaited<ReturnType<typeof loadSpendControlsPage>>;
export type SpendControlPageView = Awaited<ReturnType<typeof loadSpendControlPage>>;
