import { BackLink } from "@/components/ui/back-link";
import { DetailSection, Facts, Muted } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import type { SpendControlPageView } from "../loaders/spend-controls-page";
import { GroupRulesFacts } from "./group-rules";
import { UpdateGroup } from "./update-group";

/** One spend control group: its rules, and for a manager the two ways to update it. */
export function SpendControlPage({ view }: { view: SpendControlPageView }) {
  const { card, group } = view;
  const listPath = `/cards/${encodeURIComponent(card.card_id)}/spend-controls`;
  const name = group.name ?? group.id;
  const updated = typeof group.updated_date === "string" ? group.updated_date : null;
  return (
    <>
      <BackLink href={listPath}>Spend controls</BackLink>
      <PageHeader title={`Spend control group '${name}'`} />
      <div className="space-y-6">
        <DetailSection id="group-heading" title="Rules">
          <div className="space-y-3">
            <Facts
              items={[
                [
                  "Group id",
                  <span key="id" className="break-all font-mono text-xs">
                    {group.id}
                  </span>,
                ],
                ["BIN", group.bin],
                ["Last changed", updated ? formatTimestamp(updated) : null],
              ]}
            />
            {group.bin && group.bin !== card.bin && (
              <p className="text-sm font-medium text-amber-900">
                {`This group applies to cards of BIN ${group.bin}, not to this card (BIN ${card.bin}).`}
              </p>
            )}
            <GroupRulesFacts group={group} />
          </div>
        </DetailSection>
        {view.manage ? (
          <DetailSection id="update-heading" title="Update the group">
            <UpdateGroup cardId={card.card_id} group={group} />
          </DetailSection>
        ) : (
          <Muted>Your role can read spend controls but not change them.</Muted>
        )}
      </div>
    </>
  );
}
