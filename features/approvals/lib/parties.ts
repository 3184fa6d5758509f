import "server-only";
import { auditTargetLabel } from "@/features/audit/server";
import type { ApprovalPreview } from "@/lib/console/approvals/preview";
import { type PartyName, partyKey, partyNames } from "@/lib/console/directory";
import {
  isPartyKind,
  namesOf,
  partyLabel,
  partyNouns,
} from "@/lib/console/directory/named-parties";
import type { Db } from "@/lib/db";

/** A link as the request's page shows it: the party named, its id kept in the title. */
type NamedLink = { label: string; href: string; title?: string };

/**
 * What each request of a list is aimed at, in words, from the directory alone (a list does not
 * call the provider once per row): "Account DE89… · Jane Doe", "Customer not yet seen", or the
 * audit's words for what is no party ("User ana@example.com"). Keyed by request id.
 */
export async function requestTargets(
  db: Db,
  requests: readonly { id: string; targetType: string | null; targetId: string | null }[],
) {
  const parties = requests.flatMap(({ targetType, targetId }) =>
    isPartyKind(targetType) && targetId ? [{ kind: targetType, id: targetId }] : [],
  );
  const names = await partyNames(db, parties);
  return new Map(
    requests.map(({ id, targetType, targetId }) => {
      if (!isPartyKind(targetType) || !targetId)
        return [id, auditTargetLabel(targetType, targetId)] as const;
      const name = names.get(partyKey({ kind: targetType, id: targetId }));
      const owner = name?.ownerName ? ` · ${name.ownerName}` : "";
      return [id, `${partyLabel(partyNouns[targetType], name)}${owner}`] as const;
    }),
  );
}

/** A preview's links, each party named by the directory or the provider, its id as title. */
export async function namedLinks(db: Db, links: ApprovalPreview["links"]): Promise<NamedLink[]> {
  const parties = links.flatMap((link) => (link.party ? [link.party] : []));
  const names = parties.length > 0 ? await namesOf(db, parties) : new Map<string, PartyName>();
  return links.map(({ label, href, party }) =>
    party
      ? {
          label: partyLabel(label, names.get(partyKey(party))),
          href,
          title: `${label} id ${party.id}`,
        }
      : { label, href },
  );
}
